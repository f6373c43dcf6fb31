/** Booking through the real route (POST /api/bookings) in the API tests. */
import { POST as postBooking } from "@/app/api/bookings/route";
import { jsonRequest, params } from "./http";

// Each booking from its own address unless told otherwise: one address may book only so much in an hour.
let clients = 0;
export const book = (body: unknown, ip = `10.1.${Math.floor(++clients / 250)}.${clients % 250}`) =>
  postBooking(jsonRequest("/api/bookings", body, "POST", { "x-forwarded-for": ip }), params({}));
