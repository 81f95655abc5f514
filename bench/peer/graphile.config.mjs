// PostGraphile 5 as make bench-peer runs it: the amber preset, the public schema of the
// database in PEER_DATABASE_URL (Reach's, with the functions of peer.sql), on PEER_PORT.
import { PostGraphileAmberPreset } from "postgraphile/presets/amber";
import { makePgService } from "postgraphile/adaptors/pg";

export default {
  extends: [PostGraphileAmberPreset],
  pgServices: [makePgService({ connectionString: process.env.PEER_DATABASE_URL, schemas: ["public"] })],
  grafserv: { port: Number(process.env.PEER_PORT || 18194), host: "127.0.0.1", graphqlPath: "/graphql" },
  grafast: { explain: false },
};
