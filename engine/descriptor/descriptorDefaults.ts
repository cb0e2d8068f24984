/* Generated from engine/schema/descriptor.schema.json by `npm run schema:types`. Do not edit. */
import type { DefaultsTable } from './normalizeDescriptor';

export const descriptorDefaults: DefaultsTable = {
  "apiCall": {
    "defaults": {
      "method": "GET",
      "query": {},
      "body": {},
      "encoding": "form"
    }
  },
  "area": {
    "defaults": {
      "routeAliases": [],
      "screen": "records",
      "unavailable": [],
      "response": {}
    },
    "properties": {
      "api": {
        "properties": {
          "list": "apiCall",
          "show": "apiCall",
          "create": "apiCall",
          "update": "apiCall",
          "delete": "apiCall",
          "activation": "apiCall"
        }
      },
      "response": {
        "defaults": {
          "rows": "data",
          "lastPage": "meta.last_page",
          "perPage": "meta.per_page",
          "total": "meta.total",
          "permissions": "permissions",
          "record": "data"
        }
      },
      "list": {
        "defaults": {
          "filters": [],
          "pageSizes": [
            10,
            25,
            50,
            100
          ],
          "savedViews": true,
          "export": true,
          "actions": [],
          "recordLabel": "name",
          "search": [],
          "protectedIds": [],
          "customActions": [],
          "filterRules": []
        },
        "properties": {
          "filters": {
            "items": "filter"
          },
          "columns": {
            "items": "column"
          },
          "customActions": {
            "items": "customAction"
          },
          "deactivationPrompt": {
            "items": "promptField"
          },
          "summary": {
            "items": {
              "defaults": {
                "cell": "text"
              }
            }
          },
          "exports": {
            "items": {
              "defaults": {
                "fileName": "report",
                "success": "messages.generatedSuccessfully"
              }
            }
          }
        }
      },
      "form": {
        "defaults": {
          "uiSchema": {},
          "load": {},
          "editOnly": [],
          "createOnly": [],
          "rules": [],
          "readOnlyOnEdit": [],
          "conditions": [],
          "sendAs": {},
          "sendAsList": []
        },
        "properties": {
          "uiSchema": {
            "values": "uiField",
            "declared": [
              "ui:order"
            ],
            "valuesExcept": [
              "^ui:"
            ]
          },
          "sendAs": {
            "values": {
              "defaults": {
                "unique": false
              }
            }
          }
        }
      },
      "show": {
        "properties": {
          "sections": {
            "items": {
              "properties": {
                "fields": {
                  "items": "showField"
                },
                "hiddenWhen": "fieldCondition"
              }
            }
          }
        }
      }
    }
  },
  "column": {
    "defaults": {
      "cell": "text",
      "sortable": false,
      "options": [],
      "chipLabel": "name"
    },
    "properties": {
      "options": {
        "items": "option"
      },
      "toggle": {
        "properties": {
          "call": "apiCall"
        }
      }
    }
  },
  "contextField": {
    "defaults": {
      "cell": "text"
    }
  },
  "customAction": {
    "defaults": {
      "color": "primary",
      "prompt": [],
      "bulk": false,
      "context": []
    },
    "properties": {
      "hiddenWhen": "fieldCondition",
      "call": "apiCall",
      "prompt": {
        "items": "promptField"
      },
      "context": {
        "items": "contextField"
      }
    }
  },
  "fieldCondition": {
    "defaults": {
      "in": []
    }
  },
  "filter": {
    "defaults": {
      "widget": "text",
      "options": [],
      "urlAliases": []
    },
    "properties": {
      "options": {
        "items": "option"
      },
      "source": "optionSource"
    }
  },
  "notifications": {
    "defaults": {
      "unreadCount": "unread_notifications_count"
    },
    "properties": {
      "api": {
        "properties": {
          "list": "apiCall",
          "read": "apiCall",
          "markRead": "apiCall",
          "delete": "apiCall",
          "deleteAll": "apiCall"
        }
      }
    }
  },
  "option": {
    "defaults": {
      "color": "default"
    }
  },
  "optionSource": {
    "defaults": {
      "query": {},
      "value": "id",
      "label": "name"
    }
  },
  "promptField": {
    "defaults": {
      "multiline": false,
      "required": false,
      "type": "text",
      "message": "VALIDATION.positive"
    }
  },
  "showField": {
    "defaults": {
      "cell": "text",
      "options": [],
      "chipLabel": "name"
    },
    "properties": {
      "options": {
        "items": "option"
      }
    }
  },
  "uiField": {
    "properties": {
      "ui:options": {
        "properties": {
          "source": "optionSource"
        }
      },
      "items": {
        "values": "uiField",
        "valuesExcept": [
          "^ui:"
        ]
      }
    },
    "values": "uiField",
    "declared": [
      "ui:widget",
      "ui:dir",
      "ui:options",
      "items"
    ],
    "valuesExcept": [
      "^ui:"
    ]
  }
};
