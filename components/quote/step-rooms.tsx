"use client";

import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Cents, PricingConfig } from "@/lib/pricing/index.shared";
import type { DraftRoom } from "@/lib/quotes/draft.shared";
import { MAX_ROOMS_PER_QUOTE } from "@/lib/validations/quote.shared";
import { RoomCard, type RoomUpdate } from "./room-card";

interface StepRoomsProps {
  rooms: DraftRoom[];
  /** Live cost per room; null until the pricing has loaded. */
  roomCents: Cents[] | null;
  pricing: PricingConfig;
  /** Per-room field errors, shown once Next was pressed. */
  roomErrors: Record<string, string>[] | null;
  onRoomChange: (key: string, update: RoomUpdate) => void;
  onAddRoom: () => void;
  onRemoveRoom: (key: string) => void;
}

/** Step 2: one card per room; rooms can be added, and removed while more than one exists. */
export function StepRooms({
  rooms,
  roomCents,
  pricing,
  roomErrors,
  onRoomChange,
  onAddRoom,
  onRemoveRoom,
}: StepRoomsProps) {
  const t = useTranslations("quote.rooms");
  return (
    <div className="grid gap-4">
      {rooms.length === 0 && <p className="text-sm text-muted-foreground">{t("empty")}</p>}
      {rooms.map((room, index) => (
        <RoomCard
          key={room.key}
          room={room}
          index={index}
          canRemove={rooms.length > 1}
          cents={roomCents ? (roomCents[index] ?? 0) : null}
          pricing={pricing}
          errors={roomErrors?.[index] ?? {}}
          onChange={(update) => onRoomChange(room.key, update)}
          onRemove={() => onRemoveRoom(room.key)}
        />
      ))}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={onAddRoom}
        disabled={rooms.length >= MAX_ROOMS_PER_QUOTE}
      >
        <Plus aria-hidden="true" />
        {t("addRoom")}
      </Button>
    </div>
  );
}
