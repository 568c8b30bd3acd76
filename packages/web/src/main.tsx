// Entry point: styles, then the app of the interface mode the mount element asks for.
import '@mantine/core/styles.css';
import { startLesesaal } from './app/bootstrap';

void startLesesaal().catch((error: unknown) => console.error(error));
