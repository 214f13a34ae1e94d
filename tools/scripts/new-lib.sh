#!/usr/bin/env bash
# Scaffolds a Node library project: new-lib.sh <dir> <nx-name> <tags comma-separated>
set -euo pipefail
dir=$1; name=$2; tags=$3
mkdir -p "$dir/src"
depth=$(echo "$dir" | awk -F/ '{print NF}')
up=$(printf '../%.0s' $(seq 1 "$depth"))
tagjson=$(echo "$tags" | awk -F, '{for(i=1;i<=NF;i++){printf "%s\"%s\"", (i>1?", ":""), $i}}')
cat > "$dir/project.json" <<JSON
{
  "name": "$name",
  "\$schema": "${up}node_modules/nx/schemas/project-schema.json",
  "sourceRoot": "$dir/src",
  "projectType": "library",
  "tags": [$tagjson],
  "targets": {
    "test": {
      "executor": "@nx/jest:jest",
      "outputs": ["{workspaceRoot}/coverage/{projectRoot}"],
      "options": { "jestConfig": "$dir/jest.config.cjs", "passWithNoTests": false }
    }
  }
}
JSON
cat > "$dir/jest.config.cjs" <<JS
module.exports = {
  ...require('${up}jest.preset.cjs'),
  displayName: '$name',
  rootDir: __dirname,
};
JS
[ -f "$dir/src/index.ts" ] || echo "export {};" > "$dir/src/index.ts"
