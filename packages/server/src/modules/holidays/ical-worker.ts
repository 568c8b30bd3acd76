// Worker thread entry of the holiday import (started by ical-thread.ts): reads the file
// given as workerData and posts what readIcalHolidays found.
import { parentPort, workerData } from 'node:worker_threads';
import type { IsoDate } from '@lesesaal/domain/dates';
import { readIcalHolidays } from './ical';

const { text, today } = workerData as { text: string; today: IsoDate };
parentPort!.postMessage(readIcalHolidays(text, today));
