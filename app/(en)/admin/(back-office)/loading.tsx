import { LoadingState } from "@/components/dashboard/list-state";

/** Shown in the tab panel at once when a tab is opened, while its page renders. */
export default function BackOfficeLoading() {
  return <LoadingState label="Loading…" skeletons={["h-10 w-full", "h-64 w-full"]} />;
}
