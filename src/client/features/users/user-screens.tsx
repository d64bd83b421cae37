// The people form as route components (add, invite, edit share one chunk).
import { PersonFormPage } from "./person-form-page";

export const UserAddScreen = () => <PersonFormPage mode="add" />;
export const UserInviteScreen = () => <PersonFormPage mode="invite" />;
export const UserEditScreen = () => <PersonFormPage mode="edit" />;
