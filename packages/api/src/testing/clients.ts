import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { EventSource } from "eventsource";
import type { AppRouter } from "../root";
import type { Received } from "./hidden-info";
import { TEST_WEB_URL } from "./test-server";

export type Player = {
  readonly name: string;
  readonly email: string;
  readonly userId: string;
  /** The session cookie better-auth set at sign-up. */
  readonly cookie: string;
};

/** Signs up through /api/auth as a browser on the players' site would. */
export async function signUp(baseUrl: string, name: string): Promise<Player> {
  const email = `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_WEB_URL },
    body: JSON.stringify({ name, email, password: "correct-horse-battery-staple" }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error(`sign-up set no session cookie: ${cookie}`);
  return { name, email, userId: body.user.id, cookie };
}

/** Every body the server sent this client, to scan for what it must not see. */
export type Transcript = { readonly bodies: Received[] };

export type ApiClient = ReturnType<typeof createTRPCClient<AppRouter>>;

/**
 * The real tRPC client: batched queries and mutations over HTTP, subscriptions over SSE,
 * with the player's session cookie and the site's Origin on every request.
 */
export function apiClient(baseUrl: string, player: Player | null, transcript?: Transcript): ApiClient {
  const url = `${baseUrl}/api/trpc`;
  const headers: Record<string, string> = { origin: TEST_WEB_URL };
  if (player) headers.cookie = player.cookie;
  const recordingFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const merged = new Headers(init?.headers);
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    const response = await fetch(input, { ...init, headers: merged });
    const isStream = response.headers.get("content-type")?.includes("text/event-stream");
    if (transcript && !isStream)
      transcript.bodies.push({ at: Date.now(), text: await response.clone().text() });
    return response;
  };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({
          url,
          EventSource,
          eventSourceOptions: () => ({ fetch: recordingFetch }),
        }),
        false: httpBatchLink({ url, fetch: recordingFetch }),
      }),
    ],
  });
}
