// Stands for the federation SDK's node.js (see ../browser-only.cjs): loading
// a remote in Node. Reach's federation runs in browsers only.
function unavailable() {
  throw new Error('Reach’s federation runtime loads remotes in a browser only');
}

export const createScriptNode = unavailable;
export const loadScriptNode = unavailable;
