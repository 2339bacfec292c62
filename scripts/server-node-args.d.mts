/** Node options of the server process as shipped (scripts/server-node-args.mjs). */
export declare const SERVER_NODE_ARGS: readonly string[]
