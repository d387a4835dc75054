/**
 * The words of the header's controls: the phone menu, the services dropdown
 * and the theme switch. The menu's items themselves are in navigation.ts.
 */
export const headerCopy = {
  /** The landmark name of the menu, on every width. */
  navigation: "Основно меню",
  menu: {
    open: "Меню",
    close: "Затворете менюто",
    call: "Обадете се:",
  },
  theme: {
    label: "Тема на сайта",
    options: {
      light: "Светла",
      dark: "Тъмна",
      system: "Според устройството",
    },
  },
} as const;
