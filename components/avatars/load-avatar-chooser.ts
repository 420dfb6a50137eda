/** The avatar chooser's code, loaded when it first opens (DialogOnDemand), not with the page. */
export const loadAvatarChooserDialog = () =>
  import('./avatar-chooser-dialog').then((module) => module.AvatarChooserDialog);
