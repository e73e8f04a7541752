// The widths at which the shell changes its layout (docs/interface.md 'Phone and tablet'), as MUI breakpoint
// keys: below 'lg' (1200 px: phones, tablets, a small laptop window) the header's menu folds into a
// drawer, as react-admin's sidebar does, because the administrator's nine entries beside the logo,
// profile and 'Salir' need about 1,150 px on one line; between 'lg' and 'xl' the logo goes without
// the product's name; below 'sm' (600 px, a phone) a generated list is react-admin's SimpleList
// instead of a table and the header's profile link and 'Salir' are icons.
export const COMPACT_MENU_BELOW = 'lg' as const;
export const BRAND_NAME_FROM = 'xl' as const;
export const PHONE_BELOW = 'sm' as const;
// Below 'md' (900 px: phones and tablets) a wide table of a record's rows (a student's bookings: eight
// columns) is one card per row: at 768 px its cells wrap a word per line.
export const WIDE_TABLE_CARDS_BELOW = 'md' as const;
