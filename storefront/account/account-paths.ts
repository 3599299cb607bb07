// Where the account pages live, for the menu and the links between them. Its own file, so the menu
// does not import a page that draws the menu.
export const MY_RETURNS_PATH = '/productreturn?list';
