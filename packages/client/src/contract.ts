// The API's client-safe values (live-message parsing, the view-patch applier, roles, the lists
// and pack rules the forms offer). Apart from the root entry because several are Zod schemas
// built when their module loads: only the pages that use one load Zod (docs/web.md).
export * from "@wordhall/api/contract";
