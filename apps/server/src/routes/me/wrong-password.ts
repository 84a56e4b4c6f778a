import { ApiError } from "../../http/errors";

/** The answer when the password typed to confirm a step is not the account's. */
export const wrongPassword = () => new ApiError(400, "wrong_password", "The current password is not correct.");
