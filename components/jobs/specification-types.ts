/**
 * A job's specifications as the APIs send them (the quote's rooms, conditions
 * and paint options), shared by the contractor dashboard and the admin job
 * details. Fields that older data may leave out or send as JSON text are typed
 * loosely and read defensively.
 */

export interface SurfaceOption {
  quality?: string;
  finish?: string;
  colorCode?: string;
  brand?: string;
}

export interface RoomPaintOptions {
  customerSupplies?: boolean;
  colorConsultation?: boolean;
  walls?: SurfaceOption;
  ceiling?: SurfaceOption;
  trim?: SurfaceOption;
  doors?: SurfaceOption;
  windows?: SurfaceOption;
}

export interface RoomPhoto {
  id: string;
  name?: string | null;
  url: string;
}

export interface JobRoom {
  id?: string;
  type?: string | null;
  name?: string | null;
  length?: number | string | null;
  width?: number | string | null;
  height?: number | string | null;
  paintWalls?: boolean;
  paintCeiling?: boolean;
  paintTrim?: boolean;
  paintDoors?: boolean;
  paintWindows?: boolean;
  doorCount?: number | null;
  windowCount?: number | null;
  windowWidth?: number | string | null;
  windowHeight?: number | string | null;
  excludedArea?: number | string | null;
  paintOptions?: RoomPaintOptions | string | null;
  photos?: RoomPhoto[] | null;
  cost?: number | string | null;
}

export interface QuoteConditions {
  primer?: boolean;
  furnitureMoving?: boolean;
  substantialPrep?: boolean;
}

export interface QuotePaintOptions {
  quality?: string;
  finish?: string;
  customerSupplies?: boolean;
}
