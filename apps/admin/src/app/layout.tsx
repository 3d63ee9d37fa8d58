import { TrpcReactProvider } from "@wordhall/client";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: "Wordhall admin",
  description: "Moderation and community tools for Wordhall.",
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-100 text-slate-900">
        <TrpcReactProvider>{children}</TrpcReactProvider>
      </body>
    </html>
  );
}
