/**
 * The gallery's picture size and its one-point perspective: a box room seen from the front, with
 * the points on its walls, floor and back wall that every part of a scene is drawn at.
 */

/** The pictures' size in pixels (public/gallery/*.jpg). */
export const W = 1200;
export const H = 900;

/**
 * A box room seen from the front. The back wall is a rectangle; the side walls, floor and ceiling
 * run from the picture edges to it.
 */
export function makeRoom({ bx1 = 300, bx2 = 900, by1 = 170, by2 = 610 } = {}) {
  const room = { bx1, bx2, by1, by2 };
  const lerp = (a, b, t) => a + (b - a) * t;
  /** A point on the left (side = "left") or right wall: depth t (0 = picture edge, 1 = back), height f (0 = ceiling, 1 = floor). */
  room.wall = (side, t, f) => {
    const x = side === "left" ? lerp(0, bx1, t) : lerp(W, bx2, t);
    const top = lerp(0, by1, t);
    const bottom = lerp(H, by2, t);
    return [x, lerp(top, bottom, f)];
  };
  /** A point on the floor: u across (0 = left wall, 1 = right wall), depth t (0 = front, 1 = back). */
  room.floor = (u, t) => {
    const left = [lerp(0, bx1, t), lerp(H, by2, t)];
    const right = [lerp(W, bx2, t), lerp(H, by2, t)];
    return [lerp(left[0], right[0], u), lerp(left[1], right[1], u)];
  };
  /** A point on the back wall: u across, f down. */
  room.back = (u, f) => [lerp(bx1, bx2, u), lerp(by1, by2, f)];
  room.quad = (pts) => pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  room.wallQuad = (side, t1, t2, f1, f2) =>
    room.quad([
      room.wall(side, t1, f1),
      room.wall(side, t2, f1),
      room.wall(side, t2, f2),
      room.wall(side, t1, f2),
    ]);
  room.floorQuad = (u1, u2, t1, t2) =>
    room.quad([room.floor(u1, t1), room.floor(u2, t1), room.floor(u2, t2), room.floor(u1, t2)]);
  return room;
}
