import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { repoRoot } from "./run-script";

// Lints of the files that cannot run here (no Docker engine, no cluster): well-kept
// linters where one installs from npm or Debian, and our own checks of what they miss.
// docs/deploy.md lists what is and is not checked.

const infra = resolve(repoRoot, "infra");
const bin = (name: string) => resolve(repoRoot, "tooling/infra/node_modules/.bin", name);

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

describe("shell scripts (shellcheck)", () => {
  it("infra/scripts and .ci/run have no findings at any severity", () => {
    const scripts = readdirSync(join(infra, "scripts"))
      .filter((f) => f.endsWith(".sh"))
      .map((f) => `infra/scripts/${f}`);
    expectClean(tool("shellcheck", ["--external-sources", "--severity=style", ...scripts, ".ci/run"]));
  });
});

describe("YAML (yamllint --strict) and compose (dclint)", () => {
  it("every compose and Kubernetes file is clean YAML", () => {
    const files = ["infra/compose/compose.yaml", ...kubeFiles.map((f) => `infra/kubernetes/${f}`)];
    expectClean(tool("yamllint", ["--strict", "-f", "parsable", "-c", "infra/.yamllint.yaml", ...files]));
  });

  it("compose.yaml passes dclint", () => {
    const run = tool(bin("dclint"), ["-c", "infra/compose/.dclintrc", "infra/compose/compose.yaml"]);
    expect(run.status, run.output).toBe(0);
  });

  it("compose builds targets the Dockerfile has, and env.example documents every variable", () => {
    const compose = readFileSync(join(infra, "compose/compose.yaml"), "utf8");
    const dockerfile = readFileSync(join(infra, "docker/Dockerfile"), "utf8");
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]);
    for (const [, target] of compose.matchAll(/target: (\S+)/g)) expect(stages).toContain(target);
    const documented = new Set(
      [...readFileSync(join(infra, "compose/env.example"), "utf8").matchAll(/^([A-Z_]+)=/gm)].map(
        (m) => m[1],
      ),
    );
    const used = new Set([...compose.matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe("Dockerfile (dockerfile-utils) and our image rules", () => {
  const dockerfile = readFileSync(join(infra, "docker/Dockerfile"), "utf8");

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

  it.each(["web", "admin", "migrate"])("the %s image runs as a non-root user", (stage) => {
    const body = dockerfile.split(/^FROM /m).find((s) => new RegExp(` AS ${stage}\\n`).test(s)) ?? "";
    expect(body).toMatch(/^USER node$/m);
    expect(body).not.toMatch(/^COPY --from=build (?!--chown)/m);
  });

  it.each(["web", "admin"])(
    "the %s image has a health check on /api/health and no dev dependencies",
    (stage) => {
      const body = dockerfile.split(/^FROM /m).find((s) => new RegExp(` AS ${stage}\\n`).test(s)) ?? "";
      expect(body).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
      // Only Next's traced standalone server is copied: no workspace, no node_modules tree.
      const copies = [...body.matchAll(/^COPY .*$/gm)].map((m) => m[0]);
      expect(copies).toEqual([`COPY --from=build --chown=node:node /src/apps/${stage}/.next/standalone ./`]);
      expect(body).toMatch(/NODE_ENV=production/);
    },
  );
});

describe("Kubernetes manifests (kubernetes-models schemas) and how they fit together", () => {
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

  it("kustomization lists every manifest but the Secret template and the migration Job", () => {
    const kustomization = yamlDocuments(join(kubeDir, "kustomization.yaml"))[0] as unknown as {
      resources: string[];
    };
    expect([...kustomization.resources].sort()).toEqual(
      kubeFiles.filter((f) => f !== "secret.example.yaml" && f !== "migrate-job.yaml").sort(),
    );
  });

  it("web and admin: probes on /api/ready and /api/health, config and secret wired, services select them", () => {
    const deployments = byKind("Deployment") as unknown as Array<{
      metadata: { name: string };
      spec: {
        selector: { matchLabels: Record<string, string> };
        template: {
          metadata: { labels: Record<string, string> };
          spec: { containers: Array<Record<string, unknown>>; securityContext: { runAsNonRoot: boolean } };
        };
      };
    }>;
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(["wordhall-admin", "wordhall-web"]);
    const services = byKind("Service") as unknown as Array<{ spec: { selector: Record<string, string> } }>;
    for (const d of deployments) {
      const container = d.spec.template.spec.containers[0] as {
        readinessProbe: { httpGet: { path: string } };
        livenessProbe: { httpGet: { path: string } };
        envFrom: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
      };
      expect(container.readinessProbe.httpGet.path).toBe("/api/ready");
      expect(container.livenessProbe.httpGet.path).toBe("/api/health");
      expect(container.envFrom).toEqual([
        { configMapRef: { name: "wordhall-config" } },
        { secretRef: { name: "wordhall-secrets" } },
      ]);
      expect(d.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
      expect(d.spec.template.metadata.labels).toMatchObject(d.spec.selector.matchLabels);
      expect(
        services.some((s) =>
          Object.entries(s.spec.selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
        ),
      ).toBe(true);
    }
  });

  it("the HPA scales web, the ingress reaches existing services, the Job and Secret use the same names", () => {
    const [hpa] = byKind("HorizontalPodAutoscaler") as unknown as Array<{
      spec: { scaleTargetRef: { name: string } };
    }>;
    expect(hpa?.spec.scaleTargetRef.name).toBe("wordhall-web");
    const serviceNames = byKind("Service").map((s) => s.metadata.name);
    const ingress = JSON.stringify(byKind("Ingress"));
    for (const [, name] of ingress.matchAll(/"service":\{"name":"([^"]+)"/g))
      expect(serviceNames).toContain(name);
    const job = JSON.stringify(byKind("Job"));
    expect(job).toContain('"secretKeyRef":{"name":"wordhall-secrets","key":"DATABASE_URL"}');
    const [secret] = byKind("Secret") as unknown as Array<{
      metadata: { name: string };
      stringData: Record<string, string>;
    }>;
    expect(secret?.metadata.name).toBe("wordhall-secrets");
    expect(Object.keys(secret?.stringData ?? {}).sort()).toEqual([
      "BETTER_AUTH_SECRET",
      "DATABASE_URL",
      "METRICS_TOKEN",
    ]);
  });

  it("the web manifests say why several replicas are safe", () => {
    expect(readFileSync(join(kubeDir, "web.yaml"), "utf8")).toMatch(/Several replicas are safe/);
  });
});

describe("systemd units (systemd-analyze verify)", () => {
  it("every unit and the timer verify once deploy.sh has filled in their placeholders", () => {
    const dir = mkdtempSync(join(tmpdir(), "wordhall-units-"));
    const envFile = join(dir, "wordhall.env");
    writeFileSync(envFile, "DATABASE_URL=postgresql://x@127.0.0.1/x\n");
    const units: string[] = [];
    for (const [template, instance] of [
      ["wordhall-web@.service", "wordhall-web@3000.service"],
      ["wordhall-admin@.service", "wordhall-admin@3001.service"],
      ["wordhall-backup.service", "wordhall-backup.service"],
      ["wordhall-backup.timer", "wordhall-backup.timer"],
    ] as const) {
      const text = readFileSync(join(infra, "systemd", template), "utf8")
        .replaceAll("@WORDHALL_HOME@", join(dir, "home"))
        .replaceAll("@WORDHALL_USER@", "root")
        .replaceAll("@WORDHALL_ENV_FILE@", envFile)
        .replaceAll("@NODE@", process.execPath);
      expect(text).not.toMatch(/@[A-Z_]+@/);
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
});
