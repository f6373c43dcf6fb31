/**
 * jsdom gaps that Radix primitives (Select, Tooltip, Dialog, Tabs…) and Sonner
 * touch at runtime. Import this at the top of a component test, or list it in
 * the unit project's setupFilesAfterEnv. Every shim is a no-op in a real browser
 * and is only installed when missing, so importing it twice is harmless.
 */

if (typeof window !== "undefined") {
  if (!("ResizeObserver" in window)) {
    class ResizeObserverShim {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, "ResizeObserver", {
      configurable: true,
      writable: true,
      value: ResizeObserverShim,
    });
    Object.defineProperty(globalThis, "ResizeObserver", {
      configurable: true,
      writable: true,
      value: ResizeObserverShim,
    });
  }

  if (!window.matchMedia) {
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      writable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  const elementProto = window.Element.prototype;
  // Radix Select and Slider use pointer capture to track presses.
  if (!elementProto.hasPointerCapture) elementProto.hasPointerCapture = () => false;
  if (!elementProto.setPointerCapture) elementProto.setPointerCapture = () => {};
  if (!elementProto.releasePointerCapture) elementProto.releasePointerCapture = () => {};
  // Radix Select scrolls the highlighted option into view.
  if (!elementProto.scrollIntoView) elementProto.scrollIntoView = () => {};
}

export {};
