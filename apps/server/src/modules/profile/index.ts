// The profile module's front door: what the rest of the server may use.
export { avatarLetterOf } from './avatar-letter';
export { recordProfileActivity } from './record-profile-activity';
export { profileRoutes } from './routes';
