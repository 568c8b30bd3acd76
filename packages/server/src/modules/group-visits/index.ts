export { groupVisitRoutes } from './routes';
export { groupLinesForCheckIn, groupLinesForDailyReport } from './service';
export { eraseGroupsBefore } from './repository';
