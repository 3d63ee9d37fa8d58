import { TrpcReactProvider } from "@wordhall/api/client";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: "Wordhall — play Oh My Word and BuyWord online",
  description: "Play two tabletop word games live with friends: Oh My Word and BuyWord.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-stone-50 text-stone-900">
        <TrpcReactProvider>{children}</TrpcReactProvider>
      </body>
    </html>
  );
}
