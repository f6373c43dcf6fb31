import { Component, type ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazyPart, PART_NEEDS_CONNECTION } from "@/components/dashboard/lazy-part";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A loader that fails as a chunk download does with no signal, until told the network is back. */
function flakyLoader() {
  const state = { online: false, calls: 0 };
  const load = async () => {
    state.calls += 1;
    if (!state.online) throw new TypeError("Failed to load chunk /_next/static/chunks/part.js");
    return Greeting;
  };
  return { state, load };
}

class PageBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  render() {
    return this.state.crashed ? <p>Something went wrong</p> : this.props.children;
  }
}

describe("lazyPart", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("says a failed download needs a connection in its own place, keeps the page, and loads again on Try Again", async () => {
    const { state, load } = flakyLoader();
    const Part = lazyPart(load);
    render(
      <PageBoundary>
        <h1>Dashboard</h1>
        <Part name="Marco" fallback={<p>Loading…</p>} />
      </PageBoundary>,
    );

    expect(await screen.findByRole("alert")).toHaveTextContent(PART_NEEDS_CONNECTION);
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();

    state.online = true;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Hello, Marco")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(state.calls).toBe(2);
  });

  it("shows what the caller gives instead of the notice (a dialog shows nothing)", async () => {
    const Part = lazyPart(flakyLoader().load);
    render(
      <>
        <h1>Dashboard</h1>
        <Part name="Marco" fallback={null} unavailable={<p>No dialog</p>} />
      </>,
    );
    expect(await screen.findByText("No dialog")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("leaves an error of the part itself to the page's own boundary", async () => {
    const Broken = lazyPart(async () => {
      return function Throws(): ReactNode {
        throw new Error("a bug in the part");
      };
    });
    render(
      <PageBoundary>
        <Broken fallback={<p>Loading…</p>} />
      </PageBoundary>,
    );
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    expect(screen.queryByText(PART_NEEDS_CONNECTION)).not.toBeInTheDocument();
  });
});
