/** A value that may stand in an API path (an order id): letters, digits, "_", "-" and ".", never only dots. */
export const API_PATH_VALUE = /^(?!\.+$)[\w.-]{1,100}$/;
