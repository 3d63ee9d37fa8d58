// The component kit of both apps. Dialog and Tabs have their own entries
// (@wordhall/ui/kit/dialog, @wordhall/ui/kit/tabs, and the tabs' stand-in
// @wordhall/ui/kit/tabs-stand-in) so that a page showing neither never loads Radix's dialog or
// tabs code.
export { Alert, type AlertTone, alertVariants } from "./alert";
export { Badge, type BadgeTone, badgeVariants } from "./badge";
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonVariants } from "./button";
export { Card } from "./card";
export { cx } from "./cx";
export { PageTitle } from "./page-title";
