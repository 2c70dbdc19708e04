// Where the stacks' projects are built: beside this repository, not inside it. Inside, Node would resolve a
// module a stack lacks from the site's own node_modules (a stack could pass on the site's packages), and
// weapp-tailwindcss's Tailwind lookup would find the site's Tailwind CSS. VERIFY_GUIDES_DIR moves it.
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const workRoot = process.env.VERIFY_GUIDES_DIR
  ? path.resolve(process.env.VERIFY_GUIDES_DIR)
  : path.join(path.dirname(root), `${path.basename(root)}.verify-guides`);
