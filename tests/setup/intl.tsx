/**
 * Every component test renders under the English catalogue, as the English pages do: a client
 * component that reads its texts with useTranslations (the painter portal's) renders as it always
 * did. A test of another language wraps its own IntlProvider inside, which wins.
 */
import type { ReactNode } from "react";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { en } from "@/messages/en";

function English({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" messages={en}>
      {children}
    </IntlProvider>
  );
}

type Wrapper = (props: { children: ReactNode }) => ReactNode;

/** The test's own wrapper, if any, inside the English catalogue. */
function withEnglish(wrapper: Wrapper | undefined): Wrapper {
  if (!wrapper) return English;
  const Inner = wrapper;
  return function EnglishAround({ children }) {
    return (
      <English>
        <Inner>{children}</Inner>
      </English>
    );
  };
}

jest.mock("@testing-library/react", () => {
  const actual = jest.requireActual<typeof import("@testing-library/react")>("@testing-library/react");
  type Options = { wrapper?: unknown } | undefined;
  const wrapped = <O extends Options>(options: O) => ({
    ...options,
    wrapper: withEnglish(options?.wrapper as Wrapper | undefined),
  });
  return {
    ...actual,
    render: ((ui: Parameters<typeof actual.render>[0], options?: Options) =>
      actual.render(ui, wrapped(options))) as typeof actual.render,
    renderHook: ((hook: Parameters<typeof actual.renderHook>[0], options?: Options) =>
      actual.renderHook(hook, wrapped(options))) as typeof actual.renderHook,
  };
});
