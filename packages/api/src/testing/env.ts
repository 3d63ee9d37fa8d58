// The child-process test server's one setting outside the api's env schema.
export function readTestServerPort(): number {
  const port = Number(process.env.PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number: ${port}`);
  return port;
}
