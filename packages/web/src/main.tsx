// Entry point: Mantine's global styles (each component's own stylesheet comes with the
// component, see mantineStylesPerComponent in vite.config.ts), then the app of the interface
// mode the mount element asks for.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { startLesesaal } from './app/bootstrap';

void startLesesaal().catch((error: unknown) => console.error(error));
