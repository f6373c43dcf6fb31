import type { Locale } from "@/lib/i18n/locales.shared";
import type { Messages } from "@/messages/en";

// next-intl's type registry: translation keys and locales are checked by the compiler.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
