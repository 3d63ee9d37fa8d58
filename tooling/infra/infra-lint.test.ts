import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { repoRoot } from "./run-script";
import {
  directive,
  parseEnvFile,
  placeholdersIn,
  placeholdersRenderedByDeploy,
  renderUnit,
  unitDirectives,
  unitEnvironment,
  unitText,
} from "./systemd-unit";

// Lints of the files that cannot run here (no Docker engine, no cluster): well-kept
// linters where one installs from npm or Debian, and our own checks of what they miss.
// docs/deploy.md lists what is and is not checked.

const infra = resolve(repoRoot, "infra");
const bin = (name: string) => resolve(repoRoot, "tooling/infra/node_modules/.bin", name);
/** What only the game server may hold. */
const SECRETS = ["DATABASE_URL", "BETTER_AUTH_SECRET", "METRICS_TOKEN", "DAILY_SECRET"];

function tool(command: string, args: readonly string[]) {
  const run = spawnSync(command, args, { cwd: repoRoot, encoding: "utf8" });
  if (run.error && (run.error as NodeJS.ErrnoException).code === "ENOENT") {
    throw new Error(`${command} is not installed (apt-get install ${command}; .ci/run installs it).`);
  }
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function expectClean(run: { status: number | null; output: string }) {
  expect(run.output.trim(), run.output).toBe("");
  expect(run.status).toBe(0);
}

type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: unknown };

function yamlDocuments(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, "utf8")).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]?.message}`);
    return doc.toJS() as Manifest;
  });
}

const kubeDir = join(infra, "kubernetes");
const kubeFiles = readdirSync(kubeDir).filter((f) => f.endsWith(".yaml") && f !== "kustomization.yaml");
const manifests = kubeFiles.flatMap((file) => yamlDocuments(join(kubeDir, file)).map((m) => ({ file, m })));
const byKind = (kind: string) => manifests.filter(({ m }) => m.kind === kind).map(({ m }) => m);

const dockerfile = readFileSync(join(infra, "docker/Dockerfile"), "utf8");
const stage = (name: string) =>
  dockerfile.split(/^FROM /m).find((s) => new RegExp(` AS ${name}\\n`).test(s)) ?? "";
/** The PORT a stage's image sets (ENV PORT=…). */
const imagePort = (name: string) => /\bPORT=(\d+)/.exec(stage(name))?.[1];

describe("shell scripts (shellcheck)", () => {
  it("infra/scripts and .ci/run have no findings at any severity", () => {
    const scripts = readdirSync(join(infra, "scripts"))
      .filter((f) => f.endsWith(".sh"))
      .map((f) => `infra/scripts/${f}`);
    expectClean(tool("shellcheck", ["--external-sources", "--severity=style", ...scripts, ".ci/run"]));
  });
});

describe("YAML (yamllint --strict) and compose (dclint)", () => {
  type Service = {
    environment?: Record<string, string | number>;
    ports?: string[];
    depends_on?: Record<string, { condition: string }>;
    stop_grace_period?: string;
    build?: { target: string };
  };
  const compose = parse(readFileSync(join(infra, "compose/compose.yaml"), "utf8"), { merge: true }) as {
    services: Record<string, Service>;
  };
  const service = (name: string): Service => {
    const found = compose.services[name];
    if (!found) throw new Error(`compose.yaml has no service ${name}`);
    return found;
  };

  it("every compose and Kubernetes file is clean YAML", () => {
    const files = ["infra/compose/compose.yaml", ...kubeFiles.map((f) => `infra/kubernetes/${f}`)];
    expectClean(tool("yamllint", ["--strict", "-f", "parsable", "-c", "infra/.yamllint.yaml", ...files]));
  });

  it("compose.yaml passes dclint", () => {
    const run = tool(bin("dclint"), ["-c", "infra/compose/.dclintrc", "infra/compose/compose.yaml"]);
    expect(run.status, run.output).toBe(0);
  });

  it("compose builds targets the Dockerfile has, and env.example documents every variable", () => {
    const text = readFileSync(join(infra, "compose/compose.yaml"), "utf8");
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]);
    for (const [, target] of text.matchAll(/target: (\S+)/g)) expect(stages).toContain(target);
    const documented = new Set(
      [...readFileSync(join(infra, "compose/env.example"), "utf8").matchAll(/^([A-Z_]+)=/gm)].map(
        (m) => m[1],
      ),
    );
    const used = new Set([...text.matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
  });

  it("only the game server is published (loopback, both ports) and holds the database and secret", () => {
    const game = service("game-server");
    expect(game.build?.target).toBe("game-server");
    expect(game.ports?.map((p) => p.replace(/\$\{[^}]+\}/, "HOST_PORT"))).toEqual([
      "127.0.0.1:HOST_PORT:3001",
      "127.0.0.1:HOST_PORT:3000",
    ]);
    expect(game.environment).toMatchObject({ PORT: 3000, ADMIN_PORT: 3001 });
    for (const name of SECRETS) expect(game.environment).toHaveProperty(name);
    expect(game.depends_on?.migrate?.condition).toBe("service_completed_successfully");
    for (const name of ["web", "admin"]) {
      expect(service(name).ports, name).toBeUndefined();
      for (const secret of SECRETS) expect(service(name).environment ?? {}, name).not.toHaveProperty(secret);
    }
  });

  it("the game server reaches the page containers on their image's ports, and both reach it", () => {
    const env = service("game-server").environment ?? {};
    expect(env.WEB_UPSTREAM).toBe(`http://web:${imagePort("web")}`);
    expect(env.ADMIN_UPSTREAM).toBe(`http://admin:${imagePort("admin")}`);
    for (const name of ["web", "admin"]) {
      expect(service(name).environment?.GAME_SERVER_URL, name).toBe(`http://game-server:${env.PORT}`);
    }
  });

  it("each server stops gracefully: the grace period outlasts the game server's drain", () => {
    const graceMs = Number(service("game-server").environment?.SHUTDOWN_GRACE_MS);
    for (const name of ["game-server", "web", "admin"]) {
      const period = /^(\d+)s$/.exec(service(name).stop_grace_period ?? "")?.[1];
      expect(Number(period) * 1000, name).toBeGreaterThan(graceMs);
    }
  });
});

describe("Dockerfile (dockerfile-utils) and our image rules", () => {
  it("has no dockerfile-utils findings", () => {
    expectClean(tool(bin("dockerfile-utils"), ["lint", "infra/docker/Dockerfile"]));
  });

  it("installs from every workspace package's manifest (a new package must be added there)", () => {
    for (const folder of ["apps", "packages"]) {
      for (const name of readdirSync(join(repoRoot, folder))) {
        expect(dockerfile).toContain(`COPY ${folder}/${name}/package.json ${folder}/${name}/`);
      }
    }
    expect(dockerfile).toMatch(/^COPY tooling tooling$/m);
  });

  it("builds the game server with the page servers", () => {
    expect(dockerfile).toMatch(
      /turbo run build --filter=@wordhall\/game-server --filter=@wordhall\/web --filter=@wordhall\/admin/,
    );
  });

  it.each(["game-server", "web", "admin", "migrate"])("the %s image runs as a non-root user", (name) => {
    const body = stage(name);
    expect(body).toMatch(/^USER node$/m);
    expect(body).not.toMatch(/^COPY --from=build (?!--chown)/m);
  });

  it("the game-server image is the bundle alone, run as deployed, healthy when ready", () => {
    const body = stage("game-server");
    const copies = [...body.matchAll(/^COPY .*$/gm)].map((m) => m[0]);
    expect(copies).toEqual(["COPY --from=build --chown=node:node /src/apps/game-server/dist ./dist"]);
    expect(body).toMatch(/^CMD \["node", "--max-semi-space-size=64", "dist\/main\.mjs"\]$/m);
    expect(body).toMatch(/^HEALTHCHECK [\s\S]*\/api\/ready/m);
    expect(body).toMatch(/NODE_ENV=production/);
  });

  it.each(["web", "admin"])("the %s image has a health check on /healthz and no dev dependencies", (name) => {
    const body = stage(name);
    expect(body).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
    // Only Next's traced standalone server is copied: no workspace, no node_modules tree.
    const copies = [...body.matchAll(/^COPY .*$/gm)].map((m) => m[0]);
    expect(copies).toEqual([`COPY --from=build --chown=node:node /src/apps/${name}/.next/standalone ./`]);
    expect(body).toMatch(/NODE_ENV=production/);
  });
});

describe("Kubernetes manifests (kubernetes-models schemas) and how they fit together", () => {
  type Probe = { httpGet: { path: string; port: string } };
  type Container = {
    image: string;
    readinessProbe: Probe;
    livenessProbe: Probe;
    envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
    env?: Array<{ name: string; value?: string; valueFrom?: Record<string, { name: string }> }>;
    lifecycle?: { preStop?: { exec?: { command: string[] } } };
  };
  type Deployment = {
    metadata: { name: string };
    spec: {
      replicas: number;
      selector: { matchLabels: Record<string, string> };
      template: {
        metadata: { labels: Record<string, string> };
        spec: {
          containers: Container[];
          securityContext: { runAsNonRoot: boolean };
          terminationGracePeriodSeconds: number;
        };
      };
    };
  };
  type Service = { metadata: { name: string }; spec: { selector: Record<string, string> } };
  const deployments = byKind("Deployment") as unknown as Deployment[];
  const services = byKind("Service") as unknown as Service[];
  const deployment = (name: string): Deployment => {
    const found = deployments.find((d) => d.metadata.name === name);
    if (!found) throw new Error(`no Deployment ${name}`);
    return found;
  };
  const container = (name: string) => deployment(name).spec.template.spec.containers[0] as Container;
  const envValue = (name: string, variable: string) =>
    container(name).env?.find((e) => e.name === variable)?.value;
  /** The Service whose selector picks this Deployment's pods. */
  const serviceOf = (d: Deployment) =>
    services.find((s) =>
      Object.entries(s.spec.selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
    );

  it.each(manifests.map(({ file, m }) => [`${file}: ${m.kind} ${m.metadata.name}`, m] as const))(
    "%s matches its API schema",
    async (_name, manifest) => {
      const [group, version] = manifest.apiVersion.includes("/")
        ? manifest.apiVersion.split("/")
        : [null, manifest.apiVersion];
      const path = group
        ? `kubernetes-models/${group}/${version}/${manifest.kind}`
        : `kubernetes-models/${version}/${manifest.kind}`;
      const module = (await import(path)) as Record<string, new (data: unknown) => { validate(): void }>;
      const Model = module[manifest.kind];
      if (!Model) throw new Error(`no model for ${manifest.apiVersion} ${manifest.kind}`);
      expect(() => new Model(manifest).validate()).not.toThrow();
    },
  );

  it("kustomization lists every manifest but the Secret template and the migration Job, and every image", () => {
    const kustomization = yamlDocuments(join(kubeDir, "kustomization.yaml"))[0] as unknown as {
      resources: string[];
      images: Array<{ name: string }>;
    };
    expect([...kustomization.resources].sort()).toEqual(
      kubeFiles.filter((f) => f !== "secret.example.yaml" && f !== "migrate-job.yaml").sort(),
    );
    expect(kustomization.images.map((i) => i.name).sort()).toEqual(
      deployments.map((d) => container(d.metadata.name).image).sort(),
    );
  });

  it("three Deployments, non-root, each picked by a Service", () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([
      "wordhall-admin",
      "wordhall-game-server",
      "wordhall-web",
    ]);
    for (const d of deployments) {
      expect(d.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
      expect(d.spec.template.metadata.labels).toMatchObject(d.spec.selector.matchLabels);
      expect(serviceOf(d)?.metadata.name, d.metadata.name).toBe(d.metadata.name);
    }
  });

  it("the game server: two replicas, ready on /api/ready, alive on /api/health, config and secret wired", () => {
    const game = deployment("wordhall-game-server");
    expect(game.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(container("wordhall-game-server").readinessProbe.httpGet.path).toBe("/api/ready");
    expect(container("wordhall-game-server").livenessProbe.httpGet.path).toBe("/api/health");
    expect(container("wordhall-game-server").envFrom).toEqual([
      { configMapRef: { name: "wordhall-config" } },
      { secretRef: { name: "wordhall-secrets" } },
    ]);
    // Its upstreams are the page servers' Services (port 80 by default).
    expect(envValue("wordhall-game-server", "WEB_UPSTREAM")).toBe("http://wordhall-web");
    expect(envValue("wordhall-game-server", "ADMIN_UPSTREAM")).toBe("http://wordhall-admin");
  });

  it("the game server stops gracefully: endpoints drop first, then the drain, within the grace period", () => {
    const game = deployment("wordhall-game-server");
    const preStop = container("wordhall-game-server").lifecycle?.preStop?.exec?.command ?? [];
    expect(preStop[0]).toBe("sleep");
    const sleepSeconds = Number(preStop[1]);
    expect(sleepSeconds).toBeGreaterThanOrEqual(3);
    const graceMs = Number(envValue("wordhall-game-server", "SHUTDOWN_GRACE_MS"));
    expect(graceMs).toBeGreaterThan(0);
    expect(game.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(
      sleepSeconds + graceMs / 1000 + 5,
    );
  });

  it("web and admin: probes on /healthz, no database, no secret", () => {
    for (const name of ["wordhall-web", "wordhall-admin"]) {
      const c = container(name);
      expect(c.readinessProbe.httpGet.path, name).toBe("/healthz");
      expect(c.livenessProbe.httpGet.path, name).toBe("/healthz");
      const spec = JSON.stringify(deployment(name));
      expect(spec, name).not.toContain("wordhall-secrets");
      expect(c.envFrom, name).toBeUndefined();
      for (const secret of SECRETS) expect(spec, name).not.toContain(secret);
    }
    // Both ask the game server through its Service: the dashboard who is signed in, the
    // players' site what its public pages show.
    expect(envValue("wordhall-admin", "GAME_SERVER_URL")).toBe("http://wordhall-game-server");
    expect(envValue("wordhall-web", "GAME_SERVER_URL")).toBe("http://wordhall-game-server");
  });

  it("a PodDisruptionBudget keeps a game server up through drains", () => {
    const pdbs = byKind("PodDisruptionBudget") as unknown as Array<{
      spec: { minAvailable: number; selector: { matchLabels: Record<string, string> } };
    }>;
    const labels = deployment("wordhall-game-server").spec.template.metadata.labels;
    const pdb = pdbs.find((p) =>
      Object.entries(p.spec.selector.matchLabels).every(([k, v]) => labels[k] === v),
    );
    expect(pdb?.spec.minAvailable).toBe(1);
  });

  it("the HPAs scale the game server and web", () => {
    const hpas = byKind("HorizontalPodAutoscaler") as unknown as Array<{
      spec: { scaleTargetRef: { name: string }; minReplicas: number };
    }>;
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual([
      "wordhall-game-server",
      "wordhall-web",
    ]);
    const game = hpas.find((h) => h.spec.scaleTargetRef.name === "wordhall-game-server");
    expect(game?.spec.minReplicas).toBeGreaterThanOrEqual(2);
  });

  it("the ingress sends both sites' hosts to the game server, unbuffered, with /api/metrics kept in", () => {
    const [ingress] = byKind("Ingress") as unknown as Array<{
      metadata: { annotations: Record<string, string> };
      spec: {
        rules: Array<{ host: string; http: { paths: Array<{ backend: { service: { name: string } } }> } }>;
      };
    }>;
    const [config] = byKind("ConfigMap") as unknown as Array<{ data: Record<string, string> }>;
    const hosts = [config?.data.WEB_URL, config?.data.ADMIN_URL].map((u) => new URL(u as string).host);
    expect(ingress?.spec.rules.map((r) => r.host).sort()).toEqual(hosts.sort());
    const backends = ingress?.spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service.name));
    expect(new Set(backends)).toEqual(new Set(["wordhall-game-server"]));
    const annotations = ingress?.metadata.annotations ?? {};
    expect(annotations["nginx.ingress.kubernetes.io/proxy-buffering"]).toBe("off");
    expect(Number(annotations["nginx.ingress.kubernetes.io/proxy-read-timeout"])).toBeGreaterThanOrEqual(
      3600,
    );
    expect(annotations["nginx.ingress.kubernetes.io/server-snippet"]).toMatch(
      /location \/api\/metrics \{ return 404; \}/,
    );
  });

  it("the Job and Secret use the same names", () => {
    const job = JSON.stringify(byKind("Job"));
    expect(job).toContain('"secretKeyRef":{"name":"wordhall-secrets","key":"DATABASE_URL"}');
    const [secret] = byKind("Secret") as unknown as Array<{
      metadata: { name: string };
      stringData: Record<string, string>;
    }>;
    expect(secret?.metadata.name).toBe("wordhall-secrets");
    // DAILY_SECRET is optional, so the template offers it commented out: a copied template
    // must never run with a placeholder as the Daily's secret.
    const required = SECRETS.filter((name) => name !== "DAILY_SECRET");
    expect(Object.keys(secret?.stringData ?? {}).sort()).toEqual(required.sort());
    expect(readFileSync(join(kubeDir, "secret.example.yaml"), "utf8")).toMatch(/^ {2}# DAILY_SECRET: /m);
  });

  it("the game-server manifests say why several replicas are safe", () => {
    expect(readFileSync(join(kubeDir, "game-server.yaml"), "utf8")).toMatch(/Several replicas are safe/);
  });
});

describe("systemd units (systemd-analyze verify) and what they give each process", () => {
  const servers = ["wordhall-game@.service", "wordhall-web@.service", "wordhall-admin@.service"];
  const envExample = readFileSync(join(infra, "systemd/wordhall.env.example"), "utf8");
  // The servers' settings: the example's lines, set or commented out, above deploy.sh's own.
  const serverSettings = [
    ...(envExample.split("# deploy.sh settings")[0] ?? "").matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm),
  ].map((m) => m[1] as string);

  it("every unit and the timer verify once deploy.sh has filled in their placeholders", () => {
    const dir = mkdtempSync(join(tmpdir(), "wordhall-units-"));
    const envFile = join(dir, "wordhall.env");
    writeFileSync(envFile, "DATABASE_URL=postgresql://x@127.0.0.1/x\n");
    const values: Record<string, string> = {
      WORDHALL_HOME: join(dir, "home"),
      WORDHALL_USER: "root",
      WORDHALL_ENV_FILE: envFile,
      NODE: process.execPath,
      WEB_PAGE_PORT: "3010",
      ADMIN_PAGE_PORT: "3011",
      FIRST_GAME_PORT: "3000",
    };
    const units: string[] = [];
    for (const [template, instance] of [
      ["wordhall-game@.service", "wordhall-game@3000.service"],
      ["wordhall-web@.service", "wordhall-web@3010.service"],
      ["wordhall-admin@.service", "wordhall-admin@3011.service"],
      ["wordhall-backup.service", "wordhall-backup.service"],
      ["wordhall-backup.timer", "wordhall-backup.timer"],
    ] as const) {
      const text = renderUnit(unitText(template), values);
      writeFileSync(join(dir, template), text);
      writeFileSync(join(dir, instance), text);
      units.push(join(dir, instance));
    }
    const run = tool("systemd-analyze", ["verify", ...units]);
    rmSync(dir, { recursive: true, force: true });
    // Findings about the host's own units (not ours) are not ours to judge.
    const ours = run.output.split("\n").filter((line) => line.includes("wordhall"));
    expect(ours).toEqual([]);
    expect(run.status, run.output).toBe(0);
  });

  it("deploy.sh fills in exactly the placeholders the units use", () => {
    const used = placeholdersIn(readdirSync(join(infra, "systemd")).map(unitText).join("\n"));
    expect(used).toEqual(placeholdersRenderedByDeploy());
  });

  it("the game unit runs the release's bundle with the larger young generation and drains in time", () => {
    const game = unitText("wordhall-game@.service");
    expect(directive(game, "ExecStart")).toBe(
      "@NODE@ --max-semi-space-size=64 @WORDHALL_HOME@/current/game-server/main.mjs",
    );
    expect(directive(game, "WorkingDirectory")).toBe("@WORDHALL_HOME@/current/game-server");
    expect(directive(game, "KillSignal")).toBe("SIGTERM");
    const env = unitEnvironment(game, "3000", {});
    expect(env).toMatchObject({ PORT: "3000", NODE_ENV: "production" });
    expect(Number(directive(game, "TimeoutStopSec")) * 1000).toBeGreaterThan(Number(env.SHUTDOWN_GRACE_MS));
    expect(directive(game, "EnvironmentFile")).toBe("@WORDHALL_ENV_FILE@");
  });

  it("the game unit's upstreams are the page units' ports, and the page units' game server is the first game unit", () => {
    const env = unitEnvironment(unitText("wordhall-game@.service"), "3000", {});
    expect(env.WEB_UPSTREAM).toBe("http://127.0.0.1:@WEB_PAGE_PORT@");
    expect(env.ADMIN_UPSTREAM).toBe("http://127.0.0.1:@ADMIN_PAGE_PORT@");
    for (const [unit, port] of [
      ["wordhall-web@.service", "3010"],
      ["wordhall-admin@.service", "3011"],
    ] as const) {
      expect(unitEnvironment(unitText(unit), port, {}).GAME_SERVER_URL, unit).toBe(
        "http://127.0.0.1:@FIRST_GAME_PORT@",
      );
    }
  });

  it("the page units listen on loopback and get only what they read; the file itself is hidden", () => {
    // Every setting of the example, as the environment file would give it.
    const everything = Object.fromEntries(serverSettings.map((name) => [name, "x"]));
    expect(serverSettings).toEqual(expect.arrayContaining([...SECRETS, "WEB_URL", "GAME_SERVER_URL"]));
    const web = unitText("wordhall-web@.service");
    const admin = unitText("wordhall-admin@.service");
    const reads = (text: string) =>
      Object.keys(unitEnvironment(text, "3010", everything)).filter((name) => name in everything);
    expect(reads(web)).toEqual(["GAME_SERVER_URL"]);
    expect(reads(admin).sort()).toEqual(["GAME_SERVER_URL", "WEB_URL"]);
    for (const text of [web, admin]) {
      expect(unitEnvironment(text, "3010", everything)).toMatchObject({
        PORT: "3010",
        HOSTNAME: "127.0.0.1",
      });
      expect(directive(text, "InaccessiblePaths")).toBe("-@WORDHALL_ENV_FILE@");
    }
  });

  it("the environment file sets nothing a unit sets for itself", () => {
    const set = Object.keys(parseEnvFile(envExample));
    for (const name of ["PORT", "ADMIN_PORT", "HOSTNAME", "WEB_PORTS"]) expect(set).not.toContain(name);
    expect(set).toEqual(expect.arrayContaining(["GAME_PORTS", "WEB_PAGE_PORT", "ADMIN_PAGE_PORT"]));
  });

  it.each(servers)("%s keeps the sandbox every server unit has", (unit) => {
    const directives = unitDirectives(unitText(unit));
    for (const [key, value] of Object.entries({
      NoNewPrivileges: "true",
      PrivateTmp: "true",
      ProtectSystem: "strict",
      ProtectHome: "true",
      ProtectKernelTunables: "true",
      ProtectKernelModules: "true",
      ProtectControlGroups: "true",
      RestrictSUIDSGID: "true",
      LockPersonality: "true",
      Restart: "on-failure",
    })) {
      expect(directives.get(key), `${unit} ${key}`).toEqual([value]);
    }
    expect(directives.get("MemoryMax")?.[0], unit).toMatch(/^\d+[MG]$/);
    expect(directives.get("User"), unit).toEqual(["@WORDHALL_USER@"]);
  });
});
