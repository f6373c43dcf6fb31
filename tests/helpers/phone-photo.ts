/** A JPEG as a phone takes it: with the camera's EXIF and the GPS position of where it was taken. */
import sharp from "sharp";

export function phonePhotoWithGps({
  width = 40,
  height = 30,
  background = "#5b8",
}: { width?: number; height?: number; background?: string } = {}) {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "39/1 57/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "75/1 9/1 0/1",
      },
    })
    .toBuffer();
}
