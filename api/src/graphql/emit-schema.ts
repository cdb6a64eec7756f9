// `npm run schema:emit`: writes schema.graphql from the resolvers (CI fails when it drifts).
import { buildAppSchema, SCHEMA_FILE } from './schema';

buildAppSchema({ emit: true })
  .then(() => console.log(`wrote ${SCHEMA_FILE}`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
