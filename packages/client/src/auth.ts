"use client";

import { createAuthClient } from "better-auth/react";

// The browser side of accounts, shared by both apps: better-auth's client against
// `/api/auth` on the page's own origin (the game server answers it), so the HttpOnly session
// cookie just flows.
// Kept apart from the tRPC client so pages that never sign in don't load it.

export const authClient = createAuthClient({ basePath: "/api/auth" });

export const { signIn, signUp, signOut, useSession } = authClient;
