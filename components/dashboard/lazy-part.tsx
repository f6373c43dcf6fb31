"use client";

import { RefreshCwIcon } from "lucide-react";
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { PART_NEEDS_CONNECTION } from "./lazy-part-texts";

export { PART_NEEDS_CONNECTION };

/** A download that failed, told apart from an error of the part itself (which is not ours to hide). */
class PartLoadError extends Error {
  constructor(cause: unknown) {
    super("a part of the page could not be downloaded", { cause });
  }
}

/**
 * A part of a page that loads when first shown (React.lazy), that a failed download can never take
 * down the page around: it says so in its own place, with a Try Again that downloads it again.
 * React.lazy keeps a failed load for good, so each try is a new lazy component.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const attempt = () =>
    lazy(() =>
      load().then(
        (part) => ({ default: part }),
        (error: unknown) => {
          throw new PartLoadError(error);
        },
      ),
    );
  const first = attempt();

  function LazyPart({ fallback, unavailable, texts, ...props }: P & PartOptions) {
    const [tries, setTries] = useState(0);
    const [Part, setPart] = useState(() => first);
    const retry = () => {
      setPart(() => attempt());
      setTries(tries + 1);
    };
    return (
      <LoadFailureBoundary key={tries} unavailable={unavailable} texts={texts} onRetry={retry}>
        <Suspense fallback={fallback}>
          <Part {...(props as P)} />
        </Suspense>
      </LoadFailureBoundary>
    );
  }
  return LazyPart;
}

interface PartOptions {
  /** Shown while the part downloads. */
  fallback: ReactNode;
  /** The standard notice's texts in the page's language (English by default: the back office's). */
  texts?: PartTexts;
  /** Shown instead of the standard notice when the download fails (null: nothing). */
  unavailable?: ReactNode;
}

/** What the standard notice says when a part could not be downloaded. */
export interface PartTexts {
  needsConnection: string;
  tryAgain: string;
}

const ENGLISH_TEXTS: PartTexts = { needsConnection: PART_NEEDS_CONNECTION, tryAgain: "Try Again" };

interface BoundaryProps {
  children: ReactNode;
  unavailable?: ReactNode;
  texts?: PartTexts;
  onRetry: () => void;
}

class LoadFailureBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    // Only a failed download is this boundary's: any other error goes on to the page's own.
    if (!(this.state.error instanceof PartLoadError)) throw this.state.error;
    if (this.props.unavailable !== undefined) return this.props.unavailable;
    return <PartUnavailable texts={this.props.texts ?? ENGLISH_TEXTS} onRetry={this.props.onRetry} />;
  }
}

function PartUnavailable({ texts, onRetry }: { texts: PartTexts; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-destructive/40 p-4">
      <p className="text-sm">{texts.needsConnection}</p>
      <Button type="button" variant="outline" className="min-h-11" onClick={onRetry}>
        <RefreshCwIcon aria-hidden />
        {texts.tryAgain}
      </Button>
    </div>
  );
}
