// Registered explicitly so the same list works from TypeScript sources and compiled output.
// `npm run db:migration:create -w api` regenerates this file.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121055412 } from './Migration20261121055412';
import { Migration20261121063314 } from './Migration20261121063314';
import { Migration20261121090332 } from './Migration20261121090332';
import { Migration20261122000000 } from './Migration20261122000000';
import { Migration20261123192917 } from './Migration20261123192917';
import { Migration20261123193026 } from './Migration20261123193026';
import { Migration20261123194301 } from './Migration20261123194301';
import { Migration20261123212857 } from './Migration20261123212857';
import { Migration20261123212910 } from './Migration20261123212910';
import { Migration20261123213108 } from './Migration20261123213108';
import { Migration20261123213556 } from './Migration20261123213556';
import { Migration20261123220000 } from './Migration20261123220000';
import { Migration20261124113000 } from './Migration20261124113000';
import { Migration20261124115000 } from './Migration20261124115000';
import { Migration20261124116000 } from './Migration20261124116000';
import { Migration20261124203620 } from './Migration20261124203620';
import { Migration20261124204118 } from './Migration20261124204118';
import { Migration20261124204324 } from './Migration20261124204324';
import { Migration20261124204349 } from './Migration20261124204349';
import { Migration20261124210049 } from './Migration20261124210049';
import { Migration20261124212835 } from './Migration20261124212835';
import { Migration20261124232808 } from './Migration20261124232808';
import { Migration20261125023937 } from './Migration20261125023937';
import { Migration20261125060000 } from './Migration20261125060000';
import { Migration20261125060829 } from './Migration20261125060829';

export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121055412', class: Migration20261121055412 },
  { name: 'Migration20261121063314', class: Migration20261121063314 },
  { name: 'Migration20261121090332', class: Migration20261121090332 },
  { name: 'Migration20261122000000', class: Migration20261122000000 },
  { name: 'Migration20261123192917', class: Migration20261123192917 },
  { name: 'Migration20261123193026', class: Migration20261123193026 },
  { name: 'Migration20261123194301', class: Migration20261123194301 },
  { name: 'Migration20261123212857', class: Migration20261123212857 },
  { name: 'Migration20261123212910', class: Migration20261123212910 },
  { name: 'Migration20261123213108', class: Migration20261123213108 },
  { name: 'Migration20261123213556', class: Migration20261123213556 },
  { name: 'Migration20261123220000', class: Migration20261123220000 },
  { name: 'Migration20261124113000', class: Migration20261124113000 },
  { name: 'Migration20261124115000', class: Migration20261124115000 },
  { name: 'Migration20261124116000', class: Migration20261124116000 },
  { name: 'Migration20261124203620', class: Migration20261124203620 },
  { name: 'Migration20261124204118', class: Migration20261124204118 },
  { name: 'Migration20261124204324', class: Migration20261124204324 },
  { name: 'Migration20261124204349', class: Migration20261124204349 },
  { name: 'Migration20261124210049', class: Migration20261124210049 },
  { name: 'Migration20261124212835', class: Migration20261124212835 },
  { name: 'Migration20261124232808', class: Migration20261124232808 },
  { name: 'Migration20261125023937', class: Migration20261125023937 },
  { name: 'Migration20261125060000', class: Migration20261125060000 },
  { name: 'Migration20261125060829', class: Migration20261125060829 },
];
