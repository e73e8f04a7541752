// The toolbars' phone layout (issue 43 point 8): the bar's words and the 'Más acciones' menu.
export { BarSlot } from './ToolbarSlotProvider';
export { MoreActionsMenu } from './MoreActionsMenu';
export { ToolbarButton, type ToolbarButtonProps } from './ToolbarButton';
export { ToolbarRefreshButton } from './ToolbarRefreshButton';
export { MORE_ACTIONS_LABEL, PHONE_BAR_ACTIONS, splitToolbar } from './toolbarPlan';
