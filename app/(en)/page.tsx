import { HomePage, homeMetadata } from "@/app/_pages/home-page";

export const metadata = homeMetadata("en");

/**
 * Prerendered, then regenerated in the background at most this often (and at once on the instance
 * where a moderator publishes or hides a review), so new reviews reach the page without a deploy.
 */
export const revalidate = 300;

export default function Page() {
  return <HomePage locale="en" />;
}
