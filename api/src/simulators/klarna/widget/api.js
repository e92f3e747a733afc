/*
 * Stand-in for Klarna's x.klarnacdn.net/kp/lib/v1/api.js, served by the built-in simulator.
 * Same surface: Klarna.Payments.init({client_token}), load(options, data?, cb),
 * authorize(options, data?, cb). Plain ES2019 without dependencies, because it runs as is in
 * every browser the shop supports. Shopper-facing text is Norwegian (bokmål).
 */
(function () {
  'use strict';

  var SCRIPT_PATH = /\/kp\/lib\/v1\/api\.js(?:[?#].*)?$/;

  /** Where this script came from: the simulator's calls live next to it, under any prefix. */
  function findBase() {
    var script = document.currentScript;
    if (!script || !script.src) {
      var candidates = document.querySelectorAll('script[src]');
      for (var i = candidates.length - 1; i >= 0; i--) {
        if (SCRIPT_PATH.test(candidates[i].src)) script = candidates[i];
      }
    }
    return script && script.src ? script.src.replace(SCRIPT_PATH, '') : '';
  }

  var base = findBase();
  var clientToken = null;
  var sessionInfo = null;
  var openDialog = null;
  var idCounter = 0;

  function nextId(name) {
    idCounter += 1;
    return 'klarna-sim-' + name + '-' + idCounter;
  }

  /** 129900 → "kr 1 299,-", 129950 → "kr 1 299,50" (the shop's own price format). */
  function formatKroner(ore) {
    var abs = Math.abs(Math.round(ore));
    var kroner = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    var rest = abs % 100;
    var fraction = rest === 0 ? ',-' : ',' + (rest < 10 ? '0' : '') + rest;
    return 'kr ' + (ore < 0 ? '-' : '') + kroner + fraction;
  }

  function post(path, body) {
    return fetch(base + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    }).then(function (res) {
      return res
        .json()
        .catch(function () {
          return {};
        })
        .then(function (json) {
          if (!res.ok) {
            var error = new Error((json && json.error_code) || 'HTTP ' + res.status);
            error.status = res.status;
            throw error;
          }
          return json;
        });
    });
  }

  function fetchSession() {
    if (sessionInfo) return Promise.resolve(sessionInfo);
    return post('/_widget/session', { client_token: clientToken }).then(function (info) {
      sessionInfo = info;
      return info;
    });
  }

  /** Callbacks run outside our own code paths, so a throwing callback cannot break the widget. */
  function answer(callback, result) {
    if (typeof callback !== 'function') return;
    setTimeout(function () {
      callback(result);
    }, 0);
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) Object.assign(node.style, style);
    if (text) node.textContent = text;
    return node;
  }

  function resolveContainer(container) {
    if (!container) return null;
    if (typeof container === 'string') return document.querySelector(container);
    return container.nodeType === 1 ? container : null;
  }

  function init(options) {
    clientToken = options && typeof options.client_token === 'string' ? options.client_token : null;
    sessionInfo = null;
  }

  function load(options, data, callback) {
    var cb = typeof data === 'function' ? data : callback;
    var container = resolveContainer(options && options.container);
    if (!clientToken || !container) {
      answer(cb, {
        show_form: false,
        error: { invalid_fields: [clientToken ? 'container' : 'client_token'] },
      });
      return;
    }
    fetchSession().then(
      function (info) {
        var titleId = nextId('title');
        var box = el('section', {
          border: '1px solid #17120f',
          borderRadius: '8px',
          padding: '12px 16px',
          background: '#ffffff',
          color: '#17120f',
          font: 'inherit',
        });
        box.setAttribute('aria-labelledby', titleId);
        box.setAttribute('data-klarna-sim', 'payment-box');
        var title = el('p', { margin: '0 0 4px', fontWeight: '700' }, 'Klarna (testmiljø)');
        title.id = titleId;
        var amount = el('p', { margin: '0 0 4px' }, 'Å betale: ');
        var sum = el('strong', { whiteSpace: 'nowrap' }, formatKroner(info.order_amount));
        amount.appendChild(sum);
        var hint = el('p', { margin: '0' }, 'Du godkjenner betalingen i neste steg.');
        box.appendChild(title);
        box.appendChild(amount);
        box.appendChild(hint);
        container.textContent = '';
        container.appendChild(box);
        answer(cb, { show_form: true });
      },
      function () {
        answer(cb, { show_form: false, error: { invalid_fields: [] } });
      },
    );
  }

  /** The modal: focus moves in, Tab stays inside, Escape cancels, focus goes back afterwards. */
  function showDialog(amountText, onChoice) {
    var previousFocus = document.activeElement;
    var overlay = el('div', {
      position: 'fixed',
      top: '0',
      right: '0',
      bottom: '0',
      left: '0',
      background: 'rgba(23, 18, 15, 0.6)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      zIndex: '2147483647',
    });
    var titleId = nextId('dialog-title');
    var textId = nextId('dialog-text');
    var dialog = el('div', {
      background: '#ffffff',
      color: '#17120f',
      borderRadius: '12px',
      padding: '24px',
      maxWidth: '26rem',
      width: 'calc(100% - 32px)',
      boxShadow: '0 8px 32px rgba(0, 0, 0, 0.3)',
      font: 'inherit',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', titleId);
    dialog.setAttribute('aria-describedby', textId);
    dialog.setAttribute('data-klarna-sim', 'dialog');
    var title = el(
      'h2',
      { margin: '0 0 8px', fontSize: '1.25rem' },
      'Klarna – godkjenn betalingen',
    );
    title.id = titleId;
    var text = el('div', { margin: '0 0 16px' });
    text.id = textId;
    if (amountText) {
      var amount = el('p', { margin: '0 0 4px' }, 'Å betale: ');
      amount.appendChild(el('strong', { whiteSpace: 'nowrap' }, amountText));
      text.appendChild(amount);
    }
    text.appendChild(el('p', { margin: '0' }, 'Testmiljø: velg hvordan Klarna skal svare.'));
    var status = el('p', { margin: '0 0 12px', minHeight: '1.5em' });
    status.setAttribute('role', 'status');
    var row = el('div', { display: 'flex', gap: '8px', flexWrap: 'wrap' });

    function button(label, primary, choice) {
      var b = el(
        'button',
        {
          padding: '10px 16px',
          borderRadius: '6px',
          border: '2px solid #17120f',
          background: primary ? '#ffb3c7' : '#ffffff',
          color: '#17120f',
          font: 'inherit',
          fontWeight: '700',
          cursor: 'pointer',
        },
        label,
      );
      b.type = 'button';
      b.addEventListener('click', function () {
        onChoice(choice);
      });
      row.appendChild(b);
      return b;
    }
    var approveButton = button('Godkjenn', true, 'approve');
    button('Avslå', false, 'refuse');
    var cancelButton = button('Avbryt', false, 'cancel');

    dialog.appendChild(title);
    dialog.appendChild(text);
    dialog.appendChild(status);
    dialog.appendChild(row);
    overlay.appendChild(dialog);

    function onKeydown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!cancelButton.disabled) onChoice('cancel');
        return;
      }
      if (event.key !== 'Tab') return;
      var buttons = row.querySelectorAll('button');
      var first = buttons[0];
      var last = buttons[buttons.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!dialog.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeydown, true);
    document.body.appendChild(overlay);
    approveButton.focus();

    return {
      busy: function (message) {
        status.textContent = message;
        dialog.setAttribute('aria-busy', 'true');
        var buttons = row.querySelectorAll('button');
        for (var i = 0; i < buttons.length; i++) buttons[i].disabled = true;
      },
      close: function () {
        document.removeEventListener('keydown', onKeydown, true);
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        if (
          previousFocus &&
          typeof previousFocus.focus === 'function' &&
          document.contains(previousFocus)
        ) {
          previousFocus.focus();
        }
      },
    };
  }

  function authorize(options, data, callback) {
    var cb = typeof data === 'function' ? data : callback;
    var category = (options && options.payment_method_category) || 'klarna';
    if (!clientToken) {
      answer(cb, {
        approved: false,
        show_form: false,
        error: { invalid_fields: ['client_token'] },
      });
      return;
    }
    // One dialog at a time: a second authorize() cancels the first, as a closed popup would.
    if (openDialog) openDialog.choose('cancel');

    var finished = false;
    var dialog = null;
    function finish(result) {
      if (finished) return;
      finished = true;
      openDialog = null;
      if (dialog) dialog.close();
      answer(cb, result);
    }
    function choose(choice) {
      if (finished) return;
      if (choice === 'cancel') {
        finish({ approved: false, show_form: true });
        return;
      }
      dialog.busy(choice === 'approve' ? 'Godkjenner …' : 'Avslår …');
      post('/_widget/authorize', {
        client_token: clientToken,
        outcome: choice,
        payment_method_category: category,
      }).then(
        function (result) {
          if (choice === 'refuse') {
            finish({ approved: false, show_form: false });
          } else {
            finish({
              approved: true,
              show_form: true,
              authorization_token: result.authorization_token,
            });
          }
        },
        function () {
          // Klarna refused regardless of the transport; an approval that failed may be retried.
          if (choice === 'refuse') finish({ approved: false, show_form: false });
          else finish({ approved: false, show_form: true, error: { invalid_fields: [] } });
        },
      );
    }
    openDialog = { choose: choose };

    fetchSession()
      .then(
        function (info) {
          return formatKroner(info.order_amount);
        },
        function () {
          return '';
        },
      )
      .then(function (amountText) {
        if (finished) return;
        dialog = showDialog(amountText, choose);
      });
  }

  var payments = { init: init, load: load, authorize: authorize };
  window.Klarna = window.Klarna || {};
  window.Klarna.Payments = payments;
  if (typeof window.klarnaAsyncCallback === 'function') window.klarnaAsyncCallback();
})();
