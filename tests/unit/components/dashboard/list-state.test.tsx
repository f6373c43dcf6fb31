import "@/tests/setup/dom-polyfills";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoadError, LoadingState } from "@/components/dashboard/list-state";

describe("LoadError", () => {
  it("is an alert with the caller's text and a Refresh button that retries", async () => {
    const onRetry = jest.fn();
    render(
      <LoadError onRetry={onRetry}>
        <p>The contractors could not be loaded.</p>
      </LoadError>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The contractors could not be loaded.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("takes another button label", () => {
    render(
      <LoadError onRetry={() => undefined} retryLabel="Try Again">
        <p>Your jobs could not be loaded.</p>
      </LoadError>,
    );
    expect(screen.getByRole("button", { name: "Try Again" })).toHaveAttribute("type", "button");
  });
});

describe("LoadingState", () => {
  it("is a status named for screen readers, with one skeleton per entry", () => {
    render(
      <LoadingState
        label="Loading pricing…"
        skeletons={["h-40 w-full", "h-40 w-full"]}
        className="space-y-3"
      />,
    );
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Loading pricing…");
    expect(status).toHaveClass("space-y-3");
    expect(status.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(2);
  });
});
