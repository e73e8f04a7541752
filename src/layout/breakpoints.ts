// The widths at which the shell changes its layout (README 'Phone and tablet'), as MUI breakpoint
// keys: below 'md' (900 px) the header's menu folds into a drawer, as react-admin's sidebar does;
// below 'sm' (600 px, a phone) a generated list is react-admin's SimpleList instead of a table and
// the header's profile link and 'Salir' are icons.
export const COMPACT_MENU_BELOW = 'md' as const;
export const PHONE_BELOW = 'sm' as const;
