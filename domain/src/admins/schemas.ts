import { z } from 'zod';
import { userIdSchema } from '../user/schemas.js';

export const grantAdminSchema = z.strictObject({ userID: userIdSchema });
