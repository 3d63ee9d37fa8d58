import { TrpcReactProvider } from "@wordhall/client";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "~/features/shell/site-footer";
import { SiteHeader } from "~/features/shell/site-header";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Wordhall — play Oh My Word and BuyWord online", template: "%s · Wordhall" },
  description: "Play two tabletop word games live with friends: Oh My Word and BuyWord.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#6d28d9" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col bg-stone-50 text-stone-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <TrpcReactProvider>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
            {children}
          </main>
          <SiteFooter />
        </TrpcReactProvider>
      </body>
    </html>
  );
}
