import { type NextRequest, NextResponse } from "next/server";

/**
 * Tells the server-side gate which page was asked for, so sign-in can return there. Not a
 * security check: the gate itself (lib/session.ts) and the API's role checks are.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set("x-admin-path", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ["/((?!api/|_next/|favicon\\.ico).*)"] };
