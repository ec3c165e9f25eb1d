import { createRequire } from 'module'; const require = createRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// ../node_modules/immer/dist/immer.cjs.production.min.js
var require_immer_cjs_production_min = __commonJS({
  "../node_modules/immer/dist/immer.cjs.production.min.js"(exports) {
    function n2(n3) {
      for (var r2 = arguments.length, t2 = Array(r2 > 1 ? r2 - 1 : 0), e2 = 1; e2 < r2; e2++) t2[e2 - 1] = arguments[e2];
      throw Error("[Immer] minified error nr: " + n3 + (t2.length ? " " + t2.map((function(n4) {
        return "'" + n4 + "'";
      })).join(",") : "") + ". Find the full error at: https://bit.ly/3cXEKWf");
    }
    function r(n3) {
      return !!n3 && !!n3[H];
    }
    function t(n3) {
      var r2;
      return !!n3 && ((function(n4) {
        if (!n4 || "object" != typeof n4) return false;
        var r3 = Object.getPrototypeOf(n4);
        if (null === r3) return true;
        var t2 = Object.hasOwnProperty.call(r3, "constructor") && r3.constructor;
        return t2 === Object || "function" == typeof t2 && Function.toString.call(t2) === Q;
      })(n3) || Array.isArray(n3) || !!n3[G] || !!(null === (r2 = n3.constructor) || void 0 === r2 ? void 0 : r2[G]) || c(n3) || v(n3));
    }
    function e(n3, r2, t2) {
      void 0 === t2 && (t2 = false), 0 === i(n3) ? (t2 ? Object.keys : T2)(n3).forEach((function(e2) {
        t2 && "symbol" == typeof e2 || r2(e2, n3[e2], n3);
      })) : n3.forEach((function(t3, e2) {
        return r2(e2, t3, n3);
      }));
    }
    function i(n3) {
      var r2 = n3[H];
      return r2 ? r2.t > 3 ? r2.t - 4 : r2.t : Array.isArray(n3) ? 1 : c(n3) ? 2 : v(n3) ? 3 : 0;
    }
    function u(n3, r2) {
      return 2 === i(n3) ? n3.has(r2) : Object.prototype.hasOwnProperty.call(n3, r2);
    }
    function o(n3, r2) {
      return 2 === i(n3) ? n3.get(r2) : n3[r2];
    }
    function f(n3, r2, t2) {
      var e2 = i(n3);
      2 === e2 ? n3.set(r2, t2) : 3 === e2 ? n3.add(t2) : n3[r2] = t2;
    }
    function a(n3, r2) {
      return n3 === r2 ? 0 !== n3 || 1 / n3 == 1 / r2 : n3 != n3 && r2 != r2;
    }
    function c(n3) {
      return W && n3 instanceof Map;
    }
    function v(n3) {
      return X && n3 instanceof Set;
    }
    function s(n3) {
      return n3.i || n3.u;
    }
    function p(n3) {
      if (Array.isArray(n3)) return Array.prototype.slice.call(n3);
      var r2 = U(n3);
      delete r2[H];
      for (var t2 = T2(r2), e2 = 0; e2 < t2.length; e2++) {
        var i2 = t2[e2], u2 = r2[i2];
        false === u2.writable && (u2.writable = true, u2.configurable = true), (u2.get || u2.set) && (r2[i2] = { configurable: true, writable: true, enumerable: u2.enumerable, value: n3[i2] });
      }
      return Object.create(Object.getPrototypeOf(n3), r2);
    }
    function l(n3, u2) {
      return void 0 === u2 && (u2 = false), h(n3) || r(n3) || !t(n3) || (i(n3) > 1 && (n3.set = n3.add = n3.clear = n3.delete = d2), Object.freeze(n3), u2 && e(n3, (function(n4, r2) {
        return l(r2, true);
      }), true)), n3;
    }
    function d2() {
      n2(2);
    }
    function h(n3) {
      return null == n3 || "object" != typeof n3 || Object.isFrozen(n3);
    }
    function y(r2) {
      var t2 = V[r2];
      return t2 || n2(18, r2), t2;
    }
    function _(n3, r2) {
      V[n3] || (V[n3] = r2);
    }
    function b() {
      return I;
    }
    function m(n3, r2) {
      r2 && (y("Patches"), n3.o = [], n3.v = [], n3.s = r2);
    }
    function j(n3) {
      O(n3), n3.p.forEach(w), n3.p = null;
    }
    function O(n3) {
      n3 === I && (I = n3.l);
    }
    function x(n3) {
      return I = { p: [], l: I, h: n3, _: true, m: 0 };
    }
    function w(n3) {
      var r2 = n3[H];
      0 === r2.t || 1 === r2.t ? r2.j() : r2.O = true;
    }
    function S(r2, e2) {
      e2.m = e2.p.length;
      var i2 = e2.p[0], u2 = void 0 !== r2 && r2 !== i2;
      return e2.h.S || y("ES5").P(e2, r2, u2), u2 ? (i2[H].g && (j(e2), n2(4)), t(r2) && (r2 = P(e2, r2), e2.l || M(e2, r2)), e2.o && y("Patches").M(i2[H].u, r2, e2.o, e2.v)) : r2 = P(e2, i2, []), j(e2), e2.o && e2.s(e2.o, e2.v), r2 !== B ? r2 : void 0;
    }
    function P(n3, r2, t2) {
      if (h(r2)) return r2;
      var i2 = r2[H];
      if (!i2) return e(r2, (function(e2, u3) {
        return g2(n3, i2, r2, e2, u3, t2);
      }), true), r2;
      if (i2.A !== n3) return r2;
      if (!i2.g) return M(n3, i2.u, true), i2.u;
      if (!i2.R) {
        i2.R = true, i2.A.m--;
        var u2 = 4 === i2.t || 5 === i2.t ? i2.i = p(i2.k) : i2.i, o2 = u2, f2 = false;
        3 === i2.t && (o2 = new Set(u2), u2.clear(), f2 = true), e(o2, (function(r3, e2) {
          return g2(n3, i2, u2, r3, e2, t2, f2);
        })), M(n3, u2, false), t2 && n3.o && y("Patches").F(i2, t2, n3.o, n3.v);
      }
      return i2.i;
    }
    function g2(n3, e2, i2, o2, a2, c2, v2) {
      if (r(a2)) {
        var s2 = P(n3, a2, c2 && e2 && 3 !== e2.t && !u(e2.N, o2) ? c2.concat(o2) : void 0);
        if (f(i2, o2, s2), !r(s2)) return;
        n3._ = false;
      } else v2 && i2.add(a2);
      if (t(a2) && !h(a2)) {
        if (!n3.h.D && n3.m < 1) return;
        P(n3, a2), e2 && e2.A.l || M(n3, a2);
      }
    }
    function M(n3, r2, t2) {
      void 0 === t2 && (t2 = false), !n3.l && n3.h.D && n3._ && l(r2, t2);
    }
    function A(n3, r2) {
      var t2 = n3[H];
      return (t2 ? s(t2) : n3)[r2];
    }
    function z6(n3, r2) {
      if (r2 in n3) for (var t2 = Object.getPrototypeOf(n3); t2; ) {
        var e2 = Object.getOwnPropertyDescriptor(t2, r2);
        if (e2) return e2;
        t2 = Object.getPrototypeOf(t2);
      }
    }
    function E(n3) {
      n3.g || (n3.g = true, n3.l && E(n3.l));
    }
    function R(n3) {
      n3.i || (n3.i = p(n3.u));
    }
    function k(n3, r2, t2) {
      var e2 = c(r2) ? y("MapSet").K(r2, t2) : v(r2) ? y("MapSet").$(r2, t2) : n3.S ? (function(n4, r3) {
        var t3 = Array.isArray(n4), e3 = { t: t3 ? 1 : 0, A: r3 ? r3.A : b(), g: false, R: false, N: {}, l: r3, u: n4, k: null, i: null, j: null, C: false }, i2 = e3, u2 = Y;
        t3 && (i2 = [e3], u2 = Z);
        var o2 = Proxy.revocable(i2, u2), f2 = o2.revoke, a2 = o2.proxy;
        return e3.k = a2, e3.j = f2, a2;
      })(r2, t2) : y("ES5").I(r2, t2);
      return (t2 ? t2.A : b()).p.push(e2), e2;
    }
    function F(u2) {
      return r(u2) || n2(22, u2), (function n3(r2) {
        if (!t(r2)) return r2;
        var u3, a2 = r2[H], c2 = i(r2);
        if (a2) {
          if (!a2.g && (a2.t < 4 || !y("ES5").J(a2))) return a2.u;
          a2.R = true, u3 = N(r2, c2), a2.R = false;
        } else u3 = N(r2, c2);
        return e(u3, (function(r3, t2) {
          a2 && o(a2.u, r3) === t2 || f(u3, r3, n3(t2));
        })), 3 === c2 ? new Set(u3) : u3;
      })(u2);
    }
    function N(n3, r2) {
      switch (r2) {
        case 2:
          return new Map(n3);
        case 3:
          return Array.from(n3);
      }
      return p(n3);
    }
    function D() {
      function n3(n4, r2) {
        var t3 = f2[n4];
        return t3 ? t3.enumerable = r2 : f2[n4] = t3 = { configurable: true, enumerable: r2, get: function() {
          return Y.get(this[H], n4);
        }, set: function(r3) {
          Y.set(this[H], n4, r3);
        } }, t3;
      }
      function t2(n4) {
        for (var r2 = n4.length - 1; r2 >= 0; r2--) {
          var t3 = n4[r2][H];
          if (!t3.g) switch (t3.t) {
            case 5:
              o2(t3) && E(t3);
              break;
            case 4:
              i2(t3) && E(t3);
          }
        }
      }
      function i2(n4) {
        for (var r2 = n4.u, t3 = n4.k, e2 = T2(t3), i3 = e2.length - 1; i3 >= 0; i3--) {
          var o3 = e2[i3];
          if (o3 !== H) {
            var f3 = r2[o3];
            if (void 0 === f3 && !u(r2, o3)) return true;
            var c2 = t3[o3], v2 = c2 && c2[H];
            if (v2 ? v2.u !== f3 : !a(c2, f3)) return true;
          }
        }
        var s2 = !!r2[H];
        return e2.length !== T2(r2).length + (s2 ? 0 : 1);
      }
      function o2(n4) {
        var r2 = n4.k;
        if (r2.length !== n4.u.length) return true;
        var t3 = Object.getOwnPropertyDescriptor(r2, r2.length - 1);
        if (t3 && !t3.get) return true;
        for (var e2 = 0; e2 < r2.length; e2++) if (!r2.hasOwnProperty(e2)) return true;
        return false;
      }
      var f2 = {};
      _("ES5", { I: function(r2, t3) {
        var e2 = Array.isArray(r2), i3 = (function(r3, t4) {
          if (r3) {
            for (var e3 = Array(t4.length), i4 = 0; i4 < t4.length; i4++) Object.defineProperty(e3, "" + i4, n3(i4, true));
            return e3;
          }
          var u3 = U(t4);
          delete u3[H];
          for (var o3 = T2(u3), f3 = 0; f3 < o3.length; f3++) {
            var a2 = o3[f3];
            u3[a2] = n3(a2, r3 || !!u3[a2].enumerable);
          }
          return Object.create(Object.getPrototypeOf(t4), u3);
        })(e2, r2), u2 = { t: e2 ? 5 : 4, A: t3 ? t3.A : b(), g: false, R: false, N: {}, l: t3, u: r2, k: i3, i: null, O: false, C: false };
        return Object.defineProperty(i3, H, { value: u2, writable: true }), i3;
      }, P: function(n4, i3, f3) {
        f3 ? r(i3) && i3[H].A === n4 && t2(n4.p) : (n4.o && (function n5(r2) {
          if (r2 && "object" == typeof r2) {
            var t3 = r2[H];
            if (t3) {
              var i4 = t3.u, f4 = t3.k, a2 = t3.N, c2 = t3.t;
              if (4 === c2) e(f4, (function(r3) {
                r3 !== H && (void 0 !== i4[r3] || u(i4, r3) ? a2[r3] || n5(f4[r3]) : (a2[r3] = true, E(t3)));
              })), e(i4, (function(n6) {
                void 0 !== f4[n6] || u(f4, n6) || (a2[n6] = false, E(t3));
              }));
              else if (5 === c2) {
                if (o2(t3) && (E(t3), a2.length = true), f4.length < i4.length) for (var v2 = f4.length; v2 < i4.length; v2++) a2[v2] = false;
                else for (var s2 = i4.length; s2 < f4.length; s2++) a2[s2] = true;
                for (var p2 = Math.min(f4.length, i4.length), l2 = 0; l2 < p2; l2++) f4.hasOwnProperty(l2) || (a2[l2] = true), void 0 === a2[l2] && n5(f4[l2]);
              }
            }
          }
        })(n4.p[0]), t2(n4.p));
      }, J: function(n4) {
        return 4 === n4.t ? i2(n4) : o2(n4);
      } });
    }
    function K() {
      function f2(n3) {
        if (!t(n3)) return n3;
        if (Array.isArray(n3)) return n3.map(f2);
        if (c(n3)) return new Map(Array.from(n3.entries()).map((function(n4) {
          return [n4[0], f2(n4[1])];
        })));
        if (v(n3)) return new Set(Array.from(n3).map(f2));
        var r2 = Object.create(Object.getPrototypeOf(n3));
        for (var e2 in n3) r2[e2] = f2(n3[e2]);
        return u(n3, G) && (r2[G] = n3[G]), r2;
      }
      function a2(n3) {
        return r(n3) ? f2(n3) : n3;
      }
      var s2 = "add";
      _("Patches", { W: function(r2, t2) {
        return t2.forEach((function(t3) {
          for (var e2 = t3.path, u2 = t3.op, a3 = r2, c2 = 0; c2 < e2.length - 1; c2++) {
            var v2 = i(a3), p2 = e2[c2];
            "string" != typeof p2 && "number" != typeof p2 && (p2 = "" + p2), 0 !== v2 && 1 !== v2 || "__proto__" !== p2 && "constructor" !== p2 || n2(24), "function" == typeof a3 && "prototype" === p2 && n2(24), "object" != typeof (a3 = o(a3, p2)) && n2(15, e2.join("/"));
          }
          var l2 = i(a3), d3 = f2(t3.value), h2 = e2[e2.length - 1];
          switch (u2) {
            case "replace":
              switch (l2) {
                case 2:
                  return a3.set(h2, d3);
                case 3:
                  n2(16);
                default:
                  return a3[h2] = d3;
              }
            case s2:
              switch (l2) {
                case 1:
                  return "-" === h2 ? a3.push(d3) : a3.splice(h2, 0, d3);
                case 2:
                  return a3.set(h2, d3);
                case 3:
                  return a3.add(d3);
                default:
                  return a3[h2] = d3;
              }
            case "remove":
              switch (l2) {
                case 1:
                  return a3.splice(h2, 1);
                case 2:
                  return a3.delete(h2);
                case 3:
                  return a3.delete(t3.value);
                default:
                  return delete a3[h2];
              }
            default:
              n2(17, u2);
          }
        })), r2;
      }, F: function(n3, r2, t2, i2) {
        switch (n3.t) {
          case 0:
          case 4:
          case 2:
            return (function(n4, r3, t3, i3) {
              var f3 = n4.u, c2 = n4.i;
              e(n4.N, (function(n5, e2) {
                var v2 = o(f3, n5), p2 = o(c2, n5), l2 = e2 ? u(f3, n5) ? "replace" : s2 : "remove";
                if (v2 !== p2 || "replace" !== l2) {
                  var d3 = r3.concat(n5);
                  t3.push("remove" === l2 ? { op: l2, path: d3 } : { op: l2, path: d3, value: p2 }), i3.push(l2 === s2 ? { op: "remove", path: d3 } : "remove" === l2 ? { op: s2, path: d3, value: a2(v2) } : { op: "replace", path: d3, value: a2(v2) });
                }
              }));
            })(n3, r2, t2, i2);
          case 5:
          case 1:
            return (function(n4, r3, t3, e2) {
              var i3 = n4.u, u2 = n4.N, o2 = n4.i;
              if (o2.length < i3.length) {
                var f3 = [o2, i3];
                i3 = f3[0], o2 = f3[1];
                var c2 = [e2, t3];
                t3 = c2[0], e2 = c2[1];
              }
              for (var v2 = 0; v2 < i3.length; v2++) if (u2[v2] && o2[v2] !== i3[v2]) {
                var p2 = r3.concat([v2]);
                t3.push({ op: "replace", path: p2, value: a2(o2[v2]) }), e2.push({ op: "replace", path: p2, value: a2(i3[v2]) });
              }
              for (var l2 = i3.length; l2 < o2.length; l2++) {
                var d3 = r3.concat([l2]);
                t3.push({ op: s2, path: d3, value: a2(o2[l2]) });
              }
              i3.length < o2.length && e2.push({ op: "replace", path: r3.concat(["length"]), value: i3.length });
            })(n3, r2, t2, i2);
          case 3:
            return (function(n4, r3, t3, e2) {
              var i3 = n4.u, u2 = n4.i, o2 = 0;
              i3.forEach((function(n5) {
                if (!u2.has(n5)) {
                  var i4 = r3.concat([o2]);
                  t3.push({ op: "remove", path: i4, value: n5 }), e2.unshift({ op: s2, path: i4, value: n5 });
                }
                o2++;
              })), o2 = 0, u2.forEach((function(n5) {
                if (!i3.has(n5)) {
                  var u3 = r3.concat([o2]);
                  t3.push({ op: s2, path: u3, value: n5 }), e2.unshift({ op: "remove", path: u3, value: n5 });
                }
                o2++;
              }));
            })(n3, r2, t2, i2);
        }
      }, M: function(n3, r2, t2, e2) {
        t2.push({ op: "replace", path: [], value: r2 === B ? void 0 : r2 }), e2.push({ op: "replace", path: [], value: n3 });
      } });
    }
    function $() {
      function r2(n3, r3) {
        function t2() {
          this.constructor = n3;
        }
        f2(n3, r3), n3.prototype = (t2.prototype = r3.prototype, new t2());
      }
      function i2(n3) {
        n3.i || (n3.N = /* @__PURE__ */ new Map(), n3.i = new Map(n3.u));
      }
      function u2(n3) {
        n3.i || (n3.i = /* @__PURE__ */ new Set(), n3.u.forEach((function(r3) {
          if (t(r3)) {
            var e2 = k(n3.A.h, r3, n3);
            n3.p.set(r3, e2), n3.i.add(e2);
          } else n3.i.add(r3);
        })));
      }
      function o2(r3) {
        r3.O && n2(3, JSON.stringify(s(r3)));
      }
      var f2 = function(n3, r3) {
        return (f2 = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(n4, r4) {
          n4.__proto__ = r4;
        } || function(n4, r4) {
          for (var t2 in r4) r4.hasOwnProperty(t2) && (n4[t2] = r4[t2]);
        })(n3, r3);
      }, a2 = (function() {
        function n3(n4, r3) {
          return this[H] = { t: 2, l: r3, A: r3 ? r3.A : b(), g: false, R: false, i: void 0, N: void 0, u: n4, k: this, C: false, O: false }, this;
        }
        r2(n3, Map);
        var u3 = n3.prototype;
        return Object.defineProperty(u3, "size", { get: function() {
          return s(this[H]).size;
        } }), u3.has = function(n4) {
          return s(this[H]).has(n4);
        }, u3.set = function(n4, r3) {
          var t2 = this[H];
          return o2(t2), s(t2).has(n4) && s(t2).get(n4) === r3 || (i2(t2), E(t2), t2.N.set(n4, true), t2.i.set(n4, r3), t2.N.set(n4, true)), this;
        }, u3.delete = function(n4) {
          if (!this.has(n4)) return false;
          var r3 = this[H];
          return o2(r3), i2(r3), E(r3), r3.u.has(n4) ? r3.N.set(n4, false) : r3.N.delete(n4), r3.i.delete(n4), true;
        }, u3.clear = function() {
          var n4 = this[H];
          o2(n4), s(n4).size && (i2(n4), E(n4), n4.N = /* @__PURE__ */ new Map(), e(n4.u, (function(r3) {
            n4.N.set(r3, false);
          })), n4.i.clear());
        }, u3.forEach = function(n4, r3) {
          var t2 = this;
          s(this[H]).forEach((function(e2, i3) {
            n4.call(r3, t2.get(i3), i3, t2);
          }));
        }, u3.get = function(n4) {
          var r3 = this[H];
          o2(r3);
          var e2 = s(r3).get(n4);
          if (r3.R || !t(e2)) return e2;
          if (e2 !== r3.u.get(n4)) return e2;
          var u4 = k(r3.A.h, e2, r3);
          return i2(r3), r3.i.set(n4, u4), u4;
        }, u3.keys = function() {
          return s(this[H]).keys();
        }, u3.values = function() {
          var n4, r3 = this, t2 = this.keys();
          return (n4 = {})[L] = function() {
            return r3.values();
          }, n4.next = function() {
            var n5 = t2.next();
            return n5.done ? n5 : { done: false, value: r3.get(n5.value) };
          }, n4;
        }, u3.entries = function() {
          var n4, r3 = this, t2 = this.keys();
          return (n4 = {})[L] = function() {
            return r3.entries();
          }, n4.next = function() {
            var n5 = t2.next();
            if (n5.done) return n5;
            var e2 = r3.get(n5.value);
            return { done: false, value: [n5.value, e2] };
          }, n4;
        }, u3[L] = function() {
          return this.entries();
        }, n3;
      })(), c2 = (function() {
        function n3(n4, r3) {
          return this[H] = { t: 3, l: r3, A: r3 ? r3.A : b(), g: false, R: false, i: void 0, u: n4, k: this, p: /* @__PURE__ */ new Map(), O: false, C: false }, this;
        }
        r2(n3, Set);
        var t2 = n3.prototype;
        return Object.defineProperty(t2, "size", { get: function() {
          return s(this[H]).size;
        } }), t2.has = function(n4) {
          var r3 = this[H];
          return o2(r3), r3.i ? !!r3.i.has(n4) || !(!r3.p.has(n4) || !r3.i.has(r3.p.get(n4))) : r3.u.has(n4);
        }, t2.add = function(n4) {
          var r3 = this[H];
          return o2(r3), this.has(n4) || (u2(r3), E(r3), r3.i.add(n4)), this;
        }, t2.delete = function(n4) {
          if (!this.has(n4)) return false;
          var r3 = this[H];
          return o2(r3), u2(r3), E(r3), r3.i.delete(n4) || !!r3.p.has(n4) && r3.i.delete(r3.p.get(n4));
        }, t2.clear = function() {
          var n4 = this[H];
          o2(n4), s(n4).size && (u2(n4), E(n4), n4.i.clear());
        }, t2.values = function() {
          var n4 = this[H];
          return o2(n4), u2(n4), n4.i.values();
        }, t2.entries = function() {
          var n4 = this[H];
          return o2(n4), u2(n4), n4.i.entries();
        }, t2.keys = function() {
          return this.values();
        }, t2[L] = function() {
          return this.values();
        }, t2.forEach = function(n4, r3) {
          for (var t3 = this.values(), e2 = t3.next(); !e2.done; ) n4.call(r3, e2.value, e2.value, this), e2 = t3.next();
        }, n3;
      })();
      _("MapSet", { K: function(n3, r3) {
        return new a2(n3, r3);
      }, $: function(n3, r3) {
        return new c2(n3, r3);
      } });
    }
    var C;
    Object.defineProperty(exports, "__esModule", { value: true });
    var I;
    var J = "undefined" != typeof Symbol && "symbol" == typeof /* @__PURE__ */ Symbol("x");
    var W = "undefined" != typeof Map;
    var X = "undefined" != typeof Set;
    var q = "undefined" != typeof Proxy && void 0 !== Proxy.revocable && "undefined" != typeof Reflect;
    var B = J ? /* @__PURE__ */ Symbol.for("immer-nothing") : ((C = {})["immer-nothing"] = true, C);
    var G = J ? /* @__PURE__ */ Symbol.for("immer-draftable") : "__$immer_draftable";
    var H = J ? /* @__PURE__ */ Symbol.for("immer-state") : "__$immer_state";
    var L = "undefined" != typeof Symbol && Symbol.iterator || "@@iterator";
    var Q = "" + Object.prototype.constructor;
    var T2 = "undefined" != typeof Reflect && Reflect.ownKeys ? Reflect.ownKeys : void 0 !== Object.getOwnPropertySymbols ? function(n3) {
      return Object.getOwnPropertyNames(n3).concat(Object.getOwnPropertySymbols(n3));
    } : Object.getOwnPropertyNames;
    var U = Object.getOwnPropertyDescriptors || function(n3) {
      var r2 = {};
      return T2(n3).forEach((function(t2) {
        r2[t2] = Object.getOwnPropertyDescriptor(n3, t2);
      })), r2;
    };
    var V = {};
    var Y = { get: function(n3, r2) {
      if (r2 === H) return n3;
      var e2 = s(n3);
      if (!u(e2, r2)) return (function(n4, r3, t2) {
        var e3, i3 = z6(r3, t2);
        return i3 ? "value" in i3 ? i3.value : null === (e3 = i3.get) || void 0 === e3 ? void 0 : e3.call(n4.k) : void 0;
      })(n3, e2, r2);
      var i2 = e2[r2];
      return n3.R || !t(i2) ? i2 : i2 === A(n3.u, r2) ? (R(n3), n3.i[r2] = k(n3.A.h, i2, n3)) : i2;
    }, has: function(n3, r2) {
      return r2 in s(n3);
    }, ownKeys: function(n3) {
      return Reflect.ownKeys(s(n3));
    }, set: function(n3, r2, t2) {
      var e2 = z6(s(n3), r2);
      if (null == e2 ? void 0 : e2.set) return e2.set.call(n3.k, t2), true;
      if (!n3.g) {
        var i2 = A(s(n3), r2), o2 = null == i2 ? void 0 : i2[H];
        if (o2 && o2.u === t2) return n3.i[r2] = t2, n3.N[r2] = false, true;
        if (a(t2, i2) && (void 0 !== t2 || u(n3.u, r2))) return true;
        R(n3), E(n3);
      }
      return n3.i[r2] === t2 && (void 0 !== t2 || r2 in n3.i) || Number.isNaN(t2) && Number.isNaN(n3.i[r2]) || (n3.i[r2] = t2, n3.N[r2] = true), true;
    }, deleteProperty: function(n3, r2) {
      return void 0 !== A(n3.u, r2) || r2 in n3.u ? (n3.N[r2] = false, R(n3), E(n3)) : delete n3.N[r2], n3.i && delete n3.i[r2], true;
    }, getOwnPropertyDescriptor: function(n3, r2) {
      var t2 = s(n3), e2 = Reflect.getOwnPropertyDescriptor(t2, r2);
      return e2 ? { writable: true, configurable: 1 !== n3.t || "length" !== r2, enumerable: e2.enumerable, value: t2[r2] } : e2;
    }, defineProperty: function() {
      n2(11);
    }, getPrototypeOf: function(n3) {
      return Object.getPrototypeOf(n3.u);
    }, setPrototypeOf: function() {
      n2(12);
    } };
    var Z = {};
    e(Y, (function(n3, r2) {
      Z[n3] = function() {
        return arguments[0] = arguments[0][0], r2.apply(this, arguments);
      };
    })), Z.deleteProperty = function(n3, r2) {
      return Z.set.call(this, n3, r2, void 0);
    }, Z.set = function(n3, r2, t2) {
      return Y.set.call(this, n3[0], r2, t2, n3[0]);
    };
    var nn = (function() {
      function e2(r2) {
        var e3 = this;
        this.S = q, this.D = true, this.produce = function(r3, i3, u2) {
          if ("function" == typeof r3 && "function" != typeof i3) {
            var o2 = i3;
            i3 = r3;
            var f2 = e3;
            return function(n3) {
              var r4 = this;
              void 0 === n3 && (n3 = o2);
              for (var t2 = arguments.length, e4 = Array(t2 > 1 ? t2 - 1 : 0), u3 = 1; u3 < t2; u3++) e4[u3 - 1] = arguments[u3];
              return f2.produce(n3, (function(n4) {
                var t3;
                return (t3 = i3).call.apply(t3, [r4, n4].concat(e4));
              }));
            };
          }
          var a2;
          if ("function" != typeof i3 && n2(6), void 0 !== u2 && "function" != typeof u2 && n2(7), t(r3)) {
            var c2 = x(e3), v2 = k(e3, r3, void 0), s2 = true;
            try {
              a2 = i3(v2), s2 = false;
            } finally {
              s2 ? j(c2) : O(c2);
            }
            return "undefined" != typeof Promise && a2 instanceof Promise ? a2.then((function(n3) {
              return m(c2, u2), S(n3, c2);
            }), (function(n3) {
              throw j(c2), n3;
            })) : (m(c2, u2), S(a2, c2));
          }
          if (!r3 || "object" != typeof r3) {
            if (void 0 === (a2 = i3(r3)) && (a2 = r3), a2 === B && (a2 = void 0), e3.D && l(a2, true), u2) {
              var p2 = [], d3 = [];
              y("Patches").M(r3, a2, p2, d3), u2(p2, d3);
            }
            return a2;
          }
          n2(21, r3);
        }, this.produceWithPatches = function(n3, r3) {
          if ("function" == typeof n3) return function(r4) {
            for (var t3 = arguments.length, i4 = Array(t3 > 1 ? t3 - 1 : 0), u3 = 1; u3 < t3; u3++) i4[u3 - 1] = arguments[u3];
            return e3.produceWithPatches(r4, (function(r5) {
              return n3.apply(void 0, [r5].concat(i4));
            }));
          };
          var t2, i3, u2 = e3.produce(n3, r3, (function(n4, r4) {
            t2 = n4, i3 = r4;
          }));
          return "undefined" != typeof Promise && u2 instanceof Promise ? u2.then((function(n4) {
            return [n4, t2, i3];
          })) : [u2, t2, i3];
        }, "boolean" == typeof (null == r2 ? void 0 : r2.useProxies) && this.setUseProxies(r2.useProxies), "boolean" == typeof (null == r2 ? void 0 : r2.autoFreeze) && this.setAutoFreeze(r2.autoFreeze);
      }
      var i2 = e2.prototype;
      return i2.createDraft = function(e3) {
        t(e3) || n2(8), r(e3) && (e3 = F(e3));
        var i3 = x(this), u2 = k(this, e3, void 0);
        return u2[H].C = true, O(i3), u2;
      }, i2.finishDraft = function(n3, r2) {
        var t2 = (n3 && n3[H]).A;
        return m(t2, r2), S(void 0, t2);
      }, i2.setAutoFreeze = function(n3) {
        this.D = n3;
      }, i2.setUseProxies = function(r2) {
        r2 && !q && n2(20), this.S = r2;
      }, i2.applyPatches = function(n3, t2) {
        var e3;
        for (e3 = t2.length - 1; e3 >= 0; e3--) {
          var i3 = t2[e3];
          if (0 === i3.path.length && "replace" === i3.op) {
            n3 = i3.value;
            break;
          }
        }
        e3 > -1 && (t2 = t2.slice(e3 + 1));
        var u2 = y("Patches").W;
        return r(n3) ? u2(n3, t2) : this.produce(n3, (function(n4) {
          return u2(n4, t2);
        }));
      }, e2;
    })();
    var rn = new nn();
    var tn = rn.produce;
    var en = rn.produceWithPatches.bind(rn);
    var un = rn.setAutoFreeze.bind(rn);
    var on = rn.setUseProxies.bind(rn);
    var fn = rn.applyPatches.bind(rn);
    var an = rn.createDraft.bind(rn);
    var cn = rn.finishDraft.bind(rn);
    exports.Immer = nn, exports.applyPatches = fn, exports.castDraft = function(n3) {
      return n3;
    }, exports.castImmutable = function(n3) {
      return n3;
    }, exports.createDraft = an, exports.current = F, exports.default = tn, exports.enableAllPlugins = function() {
      D(), $(), K();
    }, exports.enableES5 = D, exports.enableMapSet = $, exports.enablePatches = K, exports.finishDraft = cn, exports.freeze = l, exports.immerable = G, exports.isDraft = r, exports.isDraftable = t, exports.nothing = B, exports.original = function(t2) {
      return r(t2) || n2(23, t2), t2[H].u;
    }, exports.produce = tn, exports.produceWithPatches = en, exports.setAutoFreeze = un, exports.setUseProxies = on;
  }
});

// ../node_modules/immer/dist/immer.cjs.development.js
var require_immer_cjs_development = __commonJS({
  "../node_modules/immer/dist/immer.cjs.development.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var _ref;
    var hasSymbol = typeof Symbol !== "undefined" && typeof /* @__PURE__ */ Symbol("x") === "symbol";
    var hasMap = typeof Map !== "undefined";
    var hasSet = typeof Set !== "undefined";
    var hasProxies = typeof Proxy !== "undefined" && typeof Proxy.revocable !== "undefined" && typeof Reflect !== "undefined";
    var NOTHING = hasSymbol ? /* @__PURE__ */ Symbol.for("immer-nothing") : (_ref = {}, _ref["immer-nothing"] = true, _ref);
    var DRAFTABLE = hasSymbol ? /* @__PURE__ */ Symbol.for("immer-draftable") : "__$immer_draftable";
    var DRAFT_STATE = hasSymbol ? /* @__PURE__ */ Symbol.for("immer-state") : "__$immer_state";
    var iteratorSymbol = typeof Symbol != "undefined" && Symbol.iterator || "@@iterator";
    var errors = {
      0: "Illegal state",
      1: "Immer drafts cannot have computed properties",
      2: "This object has been frozen and should not be mutated",
      3: function _(data) {
        return "Cannot use a proxy that has been revoked. Did you pass an object from inside an immer function to an async process? " + data;
      },
      4: "An immer producer returned a new value *and* modified its draft. Either return a new value *or* modify the draft.",
      5: "Immer forbids circular references",
      6: "The first or second argument to `produce` must be a function",
      7: "The third argument to `produce` must be a function or undefined",
      8: "First argument to `createDraft` must be a plain object, an array, or an immerable object",
      9: "First argument to `finishDraft` must be a draft returned by `createDraft`",
      10: "The given draft is already finalized",
      11: "Object.defineProperty() cannot be used on an Immer draft",
      12: "Object.setPrototypeOf() cannot be used on an Immer draft",
      13: "Immer only supports deleting array indices",
      14: "Immer only supports setting array indices and the 'length' property",
      15: function _(path) {
        return "Cannot apply patch, path doesn't resolve: " + path;
      },
      16: 'Sets cannot have "replace" patches.',
      17: function _(op) {
        return "Unsupported patch operation: " + op;
      },
      18: function _(plugin) {
        return "The plugin for '" + plugin + "' has not been loaded into Immer. To enable the plugin, import and call `enable" + plugin + "()` when initializing your application.";
      },
      20: "Cannot use proxies if Proxy, Proxy.revocable or Reflect are not available",
      21: function _(thing) {
        return "produce can only be called on things that are draftable: plain objects, arrays, Map, Set or classes that are marked with '[immerable]: true'. Got '" + thing + "'";
      },
      22: function _(thing) {
        return "'current' expects a draft, got: " + thing;
      },
      23: function _(thing) {
        return "'original' expects a draft, got: " + thing;
      },
      24: "Patching reserved attributes like __proto__, prototype and constructor is not allowed"
    };
    function die(error) {
      for (var _len = arguments.length, args = new Array(_len > 1 ? _len - 1 : 0), _key = 1; _key < _len; _key++) {
        args[_key - 1] = arguments[_key];
      }
      {
        var e = errors[error];
        var msg = !e ? "unknown error nr: " + error : typeof e === "function" ? e.apply(null, args) : e;
        throw new Error("[Immer] " + msg);
      }
    }
    function isDraft(value) {
      return !!value && !!value[DRAFT_STATE];
    }
    function isDraftable(value) {
      var _value$constructor;
      if (!value) return false;
      return isPlainObject(value) || Array.isArray(value) || !!value[DRAFTABLE] || !!((_value$constructor = value.constructor) === null || _value$constructor === void 0 ? void 0 : _value$constructor[DRAFTABLE]) || isMap3(value) || isSet(value);
    }
    var objectCtorString = /* @__PURE__ */ Object.prototype.constructor.toString();
    function isPlainObject(value) {
      if (!value || typeof value !== "object") return false;
      var proto = Object.getPrototypeOf(value);
      if (proto === null) {
        return true;
      }
      var Ctor = Object.hasOwnProperty.call(proto, "constructor") && proto.constructor;
      if (Ctor === Object) return true;
      return typeof Ctor == "function" && Function.toString.call(Ctor) === objectCtorString;
    }
    function original(value) {
      if (!isDraft(value)) die(23, value);
      return value[DRAFT_STATE].base_;
    }
    var ownKeys = typeof Reflect !== "undefined" && Reflect.ownKeys ? Reflect.ownKeys : typeof Object.getOwnPropertySymbols !== "undefined" ? function(obj) {
      return Object.getOwnPropertyNames(obj).concat(Object.getOwnPropertySymbols(obj));
    } : (
      /* istanbul ignore next */
      Object.getOwnPropertyNames
    );
    var getOwnPropertyDescriptors = Object.getOwnPropertyDescriptors || function getOwnPropertyDescriptors2(target) {
      var res = {};
      ownKeys(target).forEach(function(key) {
        res[key] = Object.getOwnPropertyDescriptor(target, key);
      });
      return res;
    };
    function each(obj, iter, enumerableOnly) {
      if (enumerableOnly === void 0) {
        enumerableOnly = false;
      }
      if (getArchtype(obj) === 0) {
        (enumerableOnly ? Object.keys : ownKeys)(obj).forEach(function(key) {
          if (!enumerableOnly || typeof key !== "symbol") iter(key, obj[key], obj);
        });
      } else {
        obj.forEach(function(entry, index) {
          return iter(index, entry, obj);
        });
      }
    }
    function getArchtype(thing) {
      var state = thing[DRAFT_STATE];
      return state ? state.type_ > 3 ? state.type_ - 4 : state.type_ : Array.isArray(thing) ? 1 : isMap3(thing) ? 2 : isSet(thing) ? 3 : 0;
    }
    function has(thing, prop) {
      return getArchtype(thing) === 2 ? thing.has(prop) : Object.prototype.hasOwnProperty.call(thing, prop);
    }
    function get(thing, prop) {
      return getArchtype(thing) === 2 ? thing.get(prop) : thing[prop];
    }
    function set(thing, propOrOldValue, value) {
      var t = getArchtype(thing);
      if (t === 2) thing.set(propOrOldValue, value);
      else if (t === 3) {
        thing.add(value);
      } else thing[propOrOldValue] = value;
    }
    function is(x, y) {
      if (x === y) {
        return x !== 0 || 1 / x === 1 / y;
      } else {
        return x !== x && y !== y;
      }
    }
    function isMap3(target) {
      return hasMap && target instanceof Map;
    }
    function isSet(target) {
      return hasSet && target instanceof Set;
    }
    function latest(state) {
      return state.copy_ || state.base_;
    }
    function shallowCopy(base) {
      if (Array.isArray(base)) return Array.prototype.slice.call(base);
      var descriptors = getOwnPropertyDescriptors(base);
      delete descriptors[DRAFT_STATE];
      var keys = ownKeys(descriptors);
      for (var i = 0; i < keys.length; i++) {
        var key = keys[i];
        var desc = descriptors[key];
        if (desc.writable === false) {
          desc.writable = true;
          desc.configurable = true;
        }
        if (desc.get || desc.set) descriptors[key] = {
          configurable: true,
          writable: true,
          enumerable: desc.enumerable,
          value: base[key]
        };
      }
      return Object.create(Object.getPrototypeOf(base), descriptors);
    }
    function freeze(obj, deep) {
      if (deep === void 0) {
        deep = false;
      }
      if (isFrozen(obj) || isDraft(obj) || !isDraftable(obj)) return obj;
      if (getArchtype(obj) > 1) {
        obj.set = obj.add = obj.clear = obj.delete = dontMutateFrozenCollections;
      }
      Object.freeze(obj);
      if (deep) each(obj, function(key, value) {
        return freeze(value, true);
      }, true);
      return obj;
    }
    function dontMutateFrozenCollections() {
      die(2);
    }
    function isFrozen(obj) {
      if (obj == null || typeof obj !== "object") return true;
      return Object.isFrozen(obj);
    }
    var plugins = {};
    function getPlugin(pluginKey) {
      var plugin = plugins[pluginKey];
      if (!plugin) {
        die(18, pluginKey);
      }
      return plugin;
    }
    function loadPlugin(pluginKey, implementation) {
      if (!plugins[pluginKey]) plugins[pluginKey] = implementation;
    }
    var currentScope;
    function getCurrentScope() {
      if (!currentScope) die(0);
      return currentScope;
    }
    function createScope(parent_, immer_) {
      return {
        drafts_: [],
        parent_,
        immer_,
        // Whenever the modified draft contains a draft from another scope, we
        // need to prevent auto-freezing so the unowned draft can be finalized.
        canAutoFreeze_: true,
        unfinalizedDrafts_: 0
      };
    }
    function usePatchesInScope(scope, patchListener) {
      if (patchListener) {
        getPlugin("Patches");
        scope.patches_ = [];
        scope.inversePatches_ = [];
        scope.patchListener_ = patchListener;
      }
    }
    function revokeScope(scope) {
      leaveScope(scope);
      scope.drafts_.forEach(revokeDraft);
      scope.drafts_ = null;
    }
    function leaveScope(scope) {
      if (scope === currentScope) {
        currentScope = scope.parent_;
      }
    }
    function enterScope(immer2) {
      return currentScope = createScope(currentScope, immer2);
    }
    function revokeDraft(draft) {
      var state = draft[DRAFT_STATE];
      if (state.type_ === 0 || state.type_ === 1) state.revoke_();
      else state.revoked_ = true;
    }
    function processResult(result, scope) {
      scope.unfinalizedDrafts_ = scope.drafts_.length;
      var baseDraft = scope.drafts_[0];
      var isReplaced = result !== void 0 && result !== baseDraft;
      if (!scope.immer_.useProxies_) getPlugin("ES5").willFinalizeES5_(scope, result, isReplaced);
      if (isReplaced) {
        if (baseDraft[DRAFT_STATE].modified_) {
          revokeScope(scope);
          die(4);
        }
        if (isDraftable(result)) {
          result = finalize(scope, result);
          if (!scope.parent_) maybeFreeze(scope, result);
        }
        if (scope.patches_) {
          getPlugin("Patches").generateReplacementPatches_(baseDraft[DRAFT_STATE].base_, result, scope.patches_, scope.inversePatches_);
        }
      } else {
        result = finalize(scope, baseDraft, []);
      }
      revokeScope(scope);
      if (scope.patches_) {
        scope.patchListener_(scope.patches_, scope.inversePatches_);
      }
      return result !== NOTHING ? result : void 0;
    }
    function finalize(rootScope, value, path) {
      if (isFrozen(value)) return value;
      var state = value[DRAFT_STATE];
      if (!state) {
        each(
          value,
          function(key, childValue) {
            return finalizeProperty(rootScope, state, value, key, childValue, path);
          },
          true
          // See #590, don't recurse into non-enumerable of non drafted objects
        );
        return value;
      }
      if (state.scope_ !== rootScope) return value;
      if (!state.modified_) {
        maybeFreeze(rootScope, state.base_, true);
        return state.base_;
      }
      if (!state.finalized_) {
        state.finalized_ = true;
        state.scope_.unfinalizedDrafts_--;
        var result = (
          // For ES5, create a good copy from the draft first, with added keys and without deleted keys.
          state.type_ === 4 || state.type_ === 5 ? state.copy_ = shallowCopy(state.draft_) : state.copy_
        );
        var resultEach = result;
        var isSet2 = false;
        if (state.type_ === 3) {
          resultEach = new Set(result);
          result.clear();
          isSet2 = true;
        }
        each(resultEach, function(key, childValue) {
          return finalizeProperty(rootScope, state, result, key, childValue, path, isSet2);
        });
        maybeFreeze(rootScope, result, false);
        if (path && rootScope.patches_) {
          getPlugin("Patches").generatePatches_(state, path, rootScope.patches_, rootScope.inversePatches_);
        }
      }
      return state.copy_;
    }
    function finalizeProperty(rootScope, parentState, targetObject, prop, childValue, rootPath, targetIsSet) {
      if (childValue === targetObject) die(5);
      if (isDraft(childValue)) {
        var path = rootPath && parentState && parentState.type_ !== 3 && // Set objects are atomic since they have no keys.
        !has(parentState.assigned_, prop) ? rootPath.concat(prop) : void 0;
        var res = finalize(rootScope, childValue, path);
        set(targetObject, prop, res);
        if (isDraft(res)) {
          rootScope.canAutoFreeze_ = false;
        } else return;
      } else if (targetIsSet) {
        targetObject.add(childValue);
      }
      if (isDraftable(childValue) && !isFrozen(childValue)) {
        if (!rootScope.immer_.autoFreeze_ && rootScope.unfinalizedDrafts_ < 1) {
          return;
        }
        finalize(rootScope, childValue);
        if (!parentState || !parentState.scope_.parent_) maybeFreeze(rootScope, childValue);
      }
    }
    function maybeFreeze(scope, value, deep) {
      if (deep === void 0) {
        deep = false;
      }
      if (!scope.parent_ && scope.immer_.autoFreeze_ && scope.canAutoFreeze_) {
        freeze(value, deep);
      }
    }
    function createProxyProxy(base, parent) {
      var isArray = Array.isArray(base);
      var state = {
        type_: isArray ? 1 : 0,
        // Track which produce call this is associated with.
        scope_: parent ? parent.scope_ : getCurrentScope(),
        // True for both shallow and deep changes.
        modified_: false,
        // Used during finalization.
        finalized_: false,
        // Track which properties have been assigned (true) or deleted (false).
        assigned_: {},
        // The parent draft state.
        parent_: parent,
        // The base state.
        base_: base,
        // The base proxy.
        draft_: null,
        // The base copy with any updated values.
        copy_: null,
        // Called by the `produce` function.
        revoke_: null,
        isManual_: false
      };
      var target = state;
      var traps = objectTraps;
      if (isArray) {
        target = [state];
        traps = arrayTraps;
      }
      var _Proxy$revocable = Proxy.revocable(target, traps), revoke = _Proxy$revocable.revoke, proxy = _Proxy$revocable.proxy;
      state.draft_ = proxy;
      state.revoke_ = revoke;
      return proxy;
    }
    var objectTraps = {
      get: function get2(state, prop) {
        if (prop === DRAFT_STATE) return state;
        var source = latest(state);
        if (!has(source, prop)) {
          return readPropFromProto(state, source, prop);
        }
        var value = source[prop];
        if (state.finalized_ || !isDraftable(value)) {
          return value;
        }
        if (value === peek(state.base_, prop)) {
          prepareCopy(state);
          return state.copy_[prop] = createProxy(state.scope_.immer_, value, state);
        }
        return value;
      },
      has: function has2(state, prop) {
        return prop in latest(state);
      },
      ownKeys: function ownKeys2(state) {
        return Reflect.ownKeys(latest(state));
      },
      set: function set2(state, prop, value) {
        var desc = getDescriptorFromProto(latest(state), prop);
        if (desc === null || desc === void 0 ? void 0 : desc.set) {
          desc.set.call(state.draft_, value);
          return true;
        }
        if (!state.modified_) {
          var current2 = peek(latest(state), prop);
          var currentState = current2 === null || current2 === void 0 ? void 0 : current2[DRAFT_STATE];
          if (currentState && currentState.base_ === value) {
            state.copy_[prop] = value;
            state.assigned_[prop] = false;
            return true;
          }
          if (is(value, current2) && (value !== void 0 || has(state.base_, prop))) return true;
          prepareCopy(state);
          markChanged(state);
        }
        if (state.copy_[prop] === value && // special case: handle new props with value 'undefined'
        (value !== void 0 || prop in state.copy_) || // special case: NaN
        Number.isNaN(value) && Number.isNaN(state.copy_[prop])) return true;
        state.copy_[prop] = value;
        state.assigned_[prop] = true;
        return true;
      },
      deleteProperty: function deleteProperty(state, prop) {
        if (peek(state.base_, prop) !== void 0 || prop in state.base_) {
          state.assigned_[prop] = false;
          prepareCopy(state);
          markChanged(state);
        } else {
          delete state.assigned_[prop];
        }
        if (state.copy_) delete state.copy_[prop];
        return true;
      },
      // Note: We never coerce `desc.value` into an Immer draft, because we can't make
      // the same guarantee in ES5 mode.
      getOwnPropertyDescriptor: function getOwnPropertyDescriptor(state, prop) {
        var owner = latest(state);
        var desc = Reflect.getOwnPropertyDescriptor(owner, prop);
        if (!desc) return desc;
        return {
          writable: true,
          configurable: state.type_ !== 1 || prop !== "length",
          enumerable: desc.enumerable,
          value: owner[prop]
        };
      },
      defineProperty: function defineProperty() {
        die(11);
      },
      getPrototypeOf: function getPrototypeOf(state) {
        return Object.getPrototypeOf(state.base_);
      },
      setPrototypeOf: function setPrototypeOf() {
        die(12);
      }
    };
    var arrayTraps = {};
    each(objectTraps, function(key, fn) {
      arrayTraps[key] = function() {
        arguments[0] = arguments[0][0];
        return fn.apply(this, arguments);
      };
    });
    arrayTraps.deleteProperty = function(state, prop) {
      if (isNaN(parseInt(prop))) die(13);
      return arrayTraps.set.call(this, state, prop, void 0);
    };
    arrayTraps.set = function(state, prop, value) {
      if (prop !== "length" && isNaN(parseInt(prop))) die(14);
      return objectTraps.set.call(this, state[0], prop, value, state[0]);
    };
    function peek(draft, prop) {
      var state = draft[DRAFT_STATE];
      var source = state ? latest(state) : draft;
      return source[prop];
    }
    function readPropFromProto(state, source, prop) {
      var _desc$get;
      var desc = getDescriptorFromProto(source, prop);
      return desc ? "value" in desc ? desc.value : (
        // This is a very special case, if the prop is a getter defined by the
        // prototype, we should invoke it with the draft as context!
        (_desc$get = desc.get) === null || _desc$get === void 0 ? void 0 : _desc$get.call(state.draft_)
      ) : void 0;
    }
    function getDescriptorFromProto(source, prop) {
      if (!(prop in source)) return void 0;
      var proto = Object.getPrototypeOf(source);
      while (proto) {
        var desc = Object.getOwnPropertyDescriptor(proto, prop);
        if (desc) return desc;
        proto = Object.getPrototypeOf(proto);
      }
      return void 0;
    }
    function markChanged(state) {
      if (!state.modified_) {
        state.modified_ = true;
        if (state.parent_) {
          markChanged(state.parent_);
        }
      }
    }
    function prepareCopy(state) {
      if (!state.copy_) {
        state.copy_ = shallowCopy(state.base_);
      }
    }
    var Immer = /* @__PURE__ */ (function() {
      function Immer2(config) {
        var _this = this;
        this.useProxies_ = hasProxies;
        this.autoFreeze_ = true;
        this.produce = function(base, recipe, patchListener) {
          if (typeof base === "function" && typeof recipe !== "function") {
            var defaultBase = recipe;
            recipe = base;
            var self = _this;
            return function curriedProduce(base2) {
              var _this2 = this;
              if (base2 === void 0) {
                base2 = defaultBase;
              }
              for (var _len = arguments.length, args = new Array(_len > 1 ? _len - 1 : 0), _key = 1; _key < _len; _key++) {
                args[_key - 1] = arguments[_key];
              }
              return self.produce(base2, function(draft) {
                var _recipe;
                return (_recipe = recipe).call.apply(_recipe, [_this2, draft].concat(args));
              });
            };
          }
          if (typeof recipe !== "function") die(6);
          if (patchListener !== void 0 && typeof patchListener !== "function") die(7);
          var result;
          if (isDraftable(base)) {
            var scope = enterScope(_this);
            var proxy = createProxy(_this, base, void 0);
            var hasError = true;
            try {
              result = recipe(proxy);
              hasError = false;
            } finally {
              if (hasError) revokeScope(scope);
              else leaveScope(scope);
            }
            if (typeof Promise !== "undefined" && result instanceof Promise) {
              return result.then(function(result2) {
                usePatchesInScope(scope, patchListener);
                return processResult(result2, scope);
              }, function(error) {
                revokeScope(scope);
                throw error;
              });
            }
            usePatchesInScope(scope, patchListener);
            return processResult(result, scope);
          } else if (!base || typeof base !== "object") {
            result = recipe(base);
            if (result === void 0) result = base;
            if (result === NOTHING) result = void 0;
            if (_this.autoFreeze_) freeze(result, true);
            if (patchListener) {
              var p = [];
              var ip = [];
              getPlugin("Patches").generateReplacementPatches_(base, result, p, ip);
              patchListener(p, ip);
            }
            return result;
          } else die(21, base);
        };
        this.produceWithPatches = function(base, recipe) {
          if (typeof base === "function") {
            return function(state) {
              for (var _len2 = arguments.length, args = new Array(_len2 > 1 ? _len2 - 1 : 0), _key2 = 1; _key2 < _len2; _key2++) {
                args[_key2 - 1] = arguments[_key2];
              }
              return _this.produceWithPatches(state, function(draft) {
                return base.apply(void 0, [draft].concat(args));
              });
            };
          }
          var patches, inversePatches;
          var result = _this.produce(base, recipe, function(p, ip) {
            patches = p;
            inversePatches = ip;
          });
          if (typeof Promise !== "undefined" && result instanceof Promise) {
            return result.then(function(nextState) {
              return [nextState, patches, inversePatches];
            });
          }
          return [result, patches, inversePatches];
        };
        if (typeof (config === null || config === void 0 ? void 0 : config.useProxies) === "boolean") this.setUseProxies(config.useProxies);
        if (typeof (config === null || config === void 0 ? void 0 : config.autoFreeze) === "boolean") this.setAutoFreeze(config.autoFreeze);
      }
      var _proto = Immer2.prototype;
      _proto.createDraft = function createDraft2(base) {
        if (!isDraftable(base)) die(8);
        if (isDraft(base)) base = current(base);
        var scope = enterScope(this);
        var proxy = createProxy(this, base, void 0);
        proxy[DRAFT_STATE].isManual_ = true;
        leaveScope(scope);
        return proxy;
      };
      _proto.finishDraft = function finishDraft2(draft, patchListener) {
        var state = draft && draft[DRAFT_STATE];
        {
          if (!state || !state.isManual_) die(9);
          if (state.finalized_) die(10);
        }
        var scope = state.scope_;
        usePatchesInScope(scope, patchListener);
        return processResult(void 0, scope);
      };
      _proto.setAutoFreeze = function setAutoFreeze2(value) {
        this.autoFreeze_ = value;
      };
      _proto.setUseProxies = function setUseProxies2(value) {
        if (value && !hasProxies) {
          die(20);
        }
        this.useProxies_ = value;
      };
      _proto.applyPatches = function applyPatches2(base, patches) {
        var i;
        for (i = patches.length - 1; i >= 0; i--) {
          var patch = patches[i];
          if (patch.path.length === 0 && patch.op === "replace") {
            base = patch.value;
            break;
          }
        }
        if (i > -1) {
          patches = patches.slice(i + 1);
        }
        var applyPatchesImpl = getPlugin("Patches").applyPatches_;
        if (isDraft(base)) {
          return applyPatchesImpl(base, patches);
        }
        return this.produce(base, function(draft) {
          return applyPatchesImpl(draft, patches);
        });
      };
      return Immer2;
    })();
    function createProxy(immer2, value, parent) {
      var draft = isMap3(value) ? getPlugin("MapSet").proxyMap_(value, parent) : isSet(value) ? getPlugin("MapSet").proxySet_(value, parent) : immer2.useProxies_ ? createProxyProxy(value, parent) : getPlugin("ES5").createES5Proxy_(value, parent);
      var scope = parent ? parent.scope_ : getCurrentScope();
      scope.drafts_.push(draft);
      return draft;
    }
    function current(value) {
      if (!isDraft(value)) die(22, value);
      return currentImpl(value);
    }
    function currentImpl(value) {
      if (!isDraftable(value)) return value;
      var state = value[DRAFT_STATE];
      var copy;
      var archType = getArchtype(value);
      if (state) {
        if (!state.modified_ && (state.type_ < 4 || !getPlugin("ES5").hasChanges_(state))) return state.base_;
        state.finalized_ = true;
        copy = copyHelper(value, archType);
        state.finalized_ = false;
      } else {
        copy = copyHelper(value, archType);
      }
      each(copy, function(key, childValue) {
        if (state && get(state.base_, key) === childValue) return;
        set(copy, key, currentImpl(childValue));
      });
      return archType === 3 ? new Set(copy) : copy;
    }
    function copyHelper(value, archType) {
      switch (archType) {
        case 2:
          return new Map(value);
        case 3:
          return Array.from(value);
      }
      return shallowCopy(value);
    }
    function enableES5() {
      function willFinalizeES5_(scope, result, isReplaced) {
        if (!isReplaced) {
          if (scope.patches_) {
            markChangesRecursively(scope.drafts_[0]);
          }
          markChangesSweep(scope.drafts_);
        } else if (isDraft(result) && result[DRAFT_STATE].scope_ === scope) {
          markChangesSweep(scope.drafts_);
        }
      }
      function createES5Draft(isArray, base) {
        if (isArray) {
          var draft = new Array(base.length);
          for (var i = 0; i < base.length; i++) {
            Object.defineProperty(draft, "" + i, proxyProperty(i, true));
          }
          return draft;
        } else {
          var _descriptors = getOwnPropertyDescriptors(base);
          delete _descriptors[DRAFT_STATE];
          var keys = ownKeys(_descriptors);
          for (var _i = 0; _i < keys.length; _i++) {
            var key = keys[_i];
            _descriptors[key] = proxyProperty(key, isArray || !!_descriptors[key].enumerable);
          }
          return Object.create(Object.getPrototypeOf(base), _descriptors);
        }
      }
      function createES5Proxy_(base, parent) {
        var isArray = Array.isArray(base);
        var draft = createES5Draft(isArray, base);
        var state = {
          type_: isArray ? 5 : 4,
          scope_: parent ? parent.scope_ : getCurrentScope(),
          modified_: false,
          finalized_: false,
          assigned_: {},
          parent_: parent,
          // base is the object we are drafting
          base_: base,
          // draft is the draft object itself, that traps all reads and reads from either the base (if unmodified) or copy (if modified)
          draft_: draft,
          copy_: null,
          revoked_: false,
          isManual_: false
        };
        Object.defineProperty(draft, DRAFT_STATE, {
          value: state,
          // enumerable: false <- the default
          writable: true
        });
        return draft;
      }
      var descriptors = {};
      function proxyProperty(prop, enumerable) {
        var desc = descriptors[prop];
        if (desc) {
          desc.enumerable = enumerable;
        } else {
          descriptors[prop] = desc = {
            configurable: true,
            enumerable,
            get: function get2() {
              var state = this[DRAFT_STATE];
              assertUnrevoked(state);
              return objectTraps.get(state, prop);
            },
            set: function set2(value) {
              var state = this[DRAFT_STATE];
              assertUnrevoked(state);
              objectTraps.set(state, prop, value);
            }
          };
        }
        return desc;
      }
      function markChangesSweep(drafts) {
        for (var i = drafts.length - 1; i >= 0; i--) {
          var state = drafts[i][DRAFT_STATE];
          if (!state.modified_) {
            switch (state.type_) {
              case 5:
                if (hasArrayChanges(state)) markChanged(state);
                break;
              case 4:
                if (hasObjectChanges(state)) markChanged(state);
                break;
            }
          }
        }
      }
      function markChangesRecursively(object) {
        if (!object || typeof object !== "object") return;
        var state = object[DRAFT_STATE];
        if (!state) return;
        var base_ = state.base_, draft_ = state.draft_, assigned_ = state.assigned_, type_ = state.type_;
        if (type_ === 4) {
          each(draft_, function(key) {
            if (key === DRAFT_STATE) return;
            if (base_[key] === void 0 && !has(base_, key)) {
              assigned_[key] = true;
              markChanged(state);
            } else if (!assigned_[key]) {
              markChangesRecursively(draft_[key]);
            }
          });
          each(base_, function(key) {
            if (draft_[key] === void 0 && !has(draft_, key)) {
              assigned_[key] = false;
              markChanged(state);
            }
          });
        } else if (type_ === 5) {
          if (hasArrayChanges(state)) {
            markChanged(state);
            assigned_.length = true;
          }
          if (draft_.length < base_.length) {
            for (var i = draft_.length; i < base_.length; i++) {
              assigned_[i] = false;
            }
          } else {
            for (var _i2 = base_.length; _i2 < draft_.length; _i2++) {
              assigned_[_i2] = true;
            }
          }
          var min = Math.min(draft_.length, base_.length);
          for (var _i3 = 0; _i3 < min; _i3++) {
            if (!draft_.hasOwnProperty(_i3)) {
              assigned_[_i3] = true;
            }
            if (assigned_[_i3] === void 0) markChangesRecursively(draft_[_i3]);
          }
        }
      }
      function hasObjectChanges(state) {
        var base_ = state.base_, draft_ = state.draft_;
        var keys = ownKeys(draft_);
        for (var i = keys.length - 1; i >= 0; i--) {
          var key = keys[i];
          if (key === DRAFT_STATE) continue;
          var baseValue = base_[key];
          if (baseValue === void 0 && !has(base_, key)) {
            return true;
          } else {
            var value = draft_[key];
            var _state = value && value[DRAFT_STATE];
            if (_state ? _state.base_ !== baseValue : !is(value, baseValue)) {
              return true;
            }
          }
        }
        var baseIsDraft = !!base_[DRAFT_STATE];
        return keys.length !== ownKeys(base_).length + (baseIsDraft ? 0 : 1);
      }
      function hasArrayChanges(state) {
        var draft_ = state.draft_;
        if (draft_.length !== state.base_.length) return true;
        var descriptor = Object.getOwnPropertyDescriptor(draft_, draft_.length - 1);
        if (descriptor && !descriptor.get) return true;
        for (var i = 0; i < draft_.length; i++) {
          if (!draft_.hasOwnProperty(i)) return true;
        }
        return false;
      }
      function hasChanges_(state) {
        return state.type_ === 4 ? hasObjectChanges(state) : hasArrayChanges(state);
      }
      function assertUnrevoked(state) {
        if (state.revoked_) die(3, JSON.stringify(latest(state)));
      }
      loadPlugin("ES5", {
        createES5Proxy_,
        willFinalizeES5_,
        hasChanges_
      });
    }
    function enablePatches() {
      var REPLACE = "replace";
      var ADD = "add";
      var REMOVE = "remove";
      function generatePatches_(state, basePath, patches, inversePatches) {
        switch (state.type_) {
          case 0:
          case 4:
          case 2:
            return generatePatchesFromAssigned(state, basePath, patches, inversePatches);
          case 5:
          case 1:
            return generateArrayPatches(state, basePath, patches, inversePatches);
          case 3:
            return generateSetPatches(state, basePath, patches, inversePatches);
        }
      }
      function generateArrayPatches(state, basePath, patches, inversePatches) {
        var base_ = state.base_, assigned_ = state.assigned_;
        var copy_ = state.copy_;
        if (copy_.length < base_.length) {
          var _ref2 = [copy_, base_];
          base_ = _ref2[0];
          copy_ = _ref2[1];
          var _ref22 = [inversePatches, patches];
          patches = _ref22[0];
          inversePatches = _ref22[1];
        }
        for (var i = 0; i < base_.length; i++) {
          if (assigned_[i] && copy_[i] !== base_[i]) {
            var path = basePath.concat([i]);
            patches.push({
              op: REPLACE,
              path,
              // Need to maybe clone it, as it can in fact be the original value
              // due to the base/copy inversion at the start of this function
              value: clonePatchValueIfNeeded(copy_[i])
            });
            inversePatches.push({
              op: REPLACE,
              path,
              value: clonePatchValueIfNeeded(base_[i])
            });
          }
        }
        for (var _i = base_.length; _i < copy_.length; _i++) {
          var _path = basePath.concat([_i]);
          patches.push({
            op: ADD,
            path: _path,
            // Need to maybe clone it, as it can in fact be the original value
            // due to the base/copy inversion at the start of this function
            value: clonePatchValueIfNeeded(copy_[_i])
          });
        }
        if (base_.length < copy_.length) {
          inversePatches.push({
            op: REPLACE,
            path: basePath.concat(["length"]),
            value: base_.length
          });
        }
      }
      function generatePatchesFromAssigned(state, basePath, patches, inversePatches) {
        var base_ = state.base_, copy_ = state.copy_;
        each(state.assigned_, function(key, assignedValue) {
          var origValue = get(base_, key);
          var value = get(copy_, key);
          var op = !assignedValue ? REMOVE : has(base_, key) ? REPLACE : ADD;
          if (origValue === value && op === REPLACE) return;
          var path = basePath.concat(key);
          patches.push(op === REMOVE ? {
            op,
            path
          } : {
            op,
            path,
            value
          });
          inversePatches.push(op === ADD ? {
            op: REMOVE,
            path
          } : op === REMOVE ? {
            op: ADD,
            path,
            value: clonePatchValueIfNeeded(origValue)
          } : {
            op: REPLACE,
            path,
            value: clonePatchValueIfNeeded(origValue)
          });
        });
      }
      function generateSetPatches(state, basePath, patches, inversePatches) {
        var base_ = state.base_, copy_ = state.copy_;
        var i = 0;
        base_.forEach(function(value) {
          if (!copy_.has(value)) {
            var path = basePath.concat([i]);
            patches.push({
              op: REMOVE,
              path,
              value
            });
            inversePatches.unshift({
              op: ADD,
              path,
              value
            });
          }
          i++;
        });
        i = 0;
        copy_.forEach(function(value) {
          if (!base_.has(value)) {
            var path = basePath.concat([i]);
            patches.push({
              op: ADD,
              path,
              value
            });
            inversePatches.unshift({
              op: REMOVE,
              path,
              value
            });
          }
          i++;
        });
      }
      function generateReplacementPatches_(baseValue, replacement, patches, inversePatches) {
        patches.push({
          op: REPLACE,
          path: [],
          value: replacement === NOTHING ? void 0 : replacement
        });
        inversePatches.push({
          op: REPLACE,
          path: [],
          value: baseValue
        });
      }
      function applyPatches_(draft, patches) {
        patches.forEach(function(patch) {
          var path = patch.path, op = patch.op;
          var base = draft;
          for (var i = 0; i < path.length - 1; i++) {
            var parentType = getArchtype(base);
            var p = path[i];
            if (typeof p !== "string" && typeof p !== "number") {
              p = "" + p;
            }
            if ((parentType === 0 || parentType === 1) && (p === "__proto__" || p === "constructor")) die(24);
            if (typeof base === "function" && p === "prototype") die(24);
            base = get(base, p);
            if (typeof base !== "object") die(15, path.join("/"));
          }
          var type = getArchtype(base);
          var value = deepClonePatchValue(patch.value);
          var key = path[path.length - 1];
          switch (op) {
            case REPLACE:
              switch (type) {
                case 2:
                  return base.set(key, value);
                /* istanbul ignore next */
                case 3:
                  die(16);
                default:
                  return base[key] = value;
              }
            case ADD:
              switch (type) {
                case 1:
                  return key === "-" ? base.push(value) : base.splice(key, 0, value);
                case 2:
                  return base.set(key, value);
                case 3:
                  return base.add(value);
                default:
                  return base[key] = value;
              }
            case REMOVE:
              switch (type) {
                case 1:
                  return base.splice(key, 1);
                case 2:
                  return base.delete(key);
                case 3:
                  return base.delete(patch.value);
                default:
                  return delete base[key];
              }
            default:
              die(17, op);
          }
        });
        return draft;
      }
      function deepClonePatchValue(obj) {
        if (!isDraftable(obj)) return obj;
        if (Array.isArray(obj)) return obj.map(deepClonePatchValue);
        if (isMap3(obj)) return new Map(Array.from(obj.entries()).map(function(_ref3) {
          var k = _ref3[0], v = _ref3[1];
          return [k, deepClonePatchValue(v)];
        }));
        if (isSet(obj)) return new Set(Array.from(obj).map(deepClonePatchValue));
        var cloned = Object.create(Object.getPrototypeOf(obj));
        for (var key in obj) {
          cloned[key] = deepClonePatchValue(obj[key]);
        }
        if (has(obj, DRAFTABLE)) cloned[DRAFTABLE] = obj[DRAFTABLE];
        return cloned;
      }
      function clonePatchValueIfNeeded(obj) {
        if (isDraft(obj)) {
          return deepClonePatchValue(obj);
        } else return obj;
      }
      loadPlugin("Patches", {
        applyPatches_,
        generatePatches_,
        generateReplacementPatches_
      });
    }
    function enableMapSet() {
      var _extendStatics = function extendStatics(d2, b) {
        _extendStatics = Object.setPrototypeOf || {
          __proto__: []
        } instanceof Array && function(d3, b2) {
          d3.__proto__ = b2;
        } || function(d3, b2) {
          for (var p in b2) {
            if (b2.hasOwnProperty(p)) d3[p] = b2[p];
          }
        };
        return _extendStatics(d2, b);
      };
      function __extends(d2, b) {
        _extendStatics(d2, b);
        function __() {
          this.constructor = d2;
        }
        d2.prototype = // @ts-ignore
        (__.prototype = b.prototype, new __());
      }
      var DraftMap = (function(_super) {
        __extends(DraftMap2, _super);
        function DraftMap2(target, parent) {
          this[DRAFT_STATE] = {
            type_: 2,
            parent_: parent,
            scope_: parent ? parent.scope_ : getCurrentScope(),
            modified_: false,
            finalized_: false,
            copy_: void 0,
            assigned_: void 0,
            base_: target,
            draft_: this,
            isManual_: false,
            revoked_: false
          };
          return this;
        }
        var p = DraftMap2.prototype;
        Object.defineProperty(p, "size", {
          get: function get2() {
            return latest(this[DRAFT_STATE]).size;
          }
          // enumerable: false,
          // configurable: true
        });
        p.has = function(key) {
          return latest(this[DRAFT_STATE]).has(key);
        };
        p.set = function(key, value) {
          var state = this[DRAFT_STATE];
          assertUnrevoked(state);
          if (!latest(state).has(key) || latest(state).get(key) !== value) {
            prepareMapCopy(state);
            markChanged(state);
            state.assigned_.set(key, true);
            state.copy_.set(key, value);
            state.assigned_.set(key, true);
          }
          return this;
        };
        p.delete = function(key) {
          if (!this.has(key)) {
            return false;
          }
          var state = this[DRAFT_STATE];
          assertUnrevoked(state);
          prepareMapCopy(state);
          markChanged(state);
          if (state.base_.has(key)) {
            state.assigned_.set(key, false);
          } else {
            state.assigned_.delete(key);
          }
          state.copy_.delete(key);
          return true;
        };
        p.clear = function() {
          var state = this[DRAFT_STATE];
          assertUnrevoked(state);
          if (latest(state).size) {
            prepareMapCopy(state);
            markChanged(state);
            state.assigned_ = /* @__PURE__ */ new Map();
            each(state.base_, function(key) {
              state.assigned_.set(key, false);
            });
            state.copy_.clear();
          }
        };
        p.forEach = function(cb, thisArg) {
          var _this = this;
          var state = this[DRAFT_STATE];
          latest(state).forEach(function(_value, key, _map) {
            cb.call(thisArg, _this.get(key), key, _this);
          });
        };
        p.get = function(key) {
          var state = this[DRAFT_STATE];
          assertUnrevoked(state);
          var value = latest(state).get(key);
          if (state.finalized_ || !isDraftable(value)) {
            return value;
          }
          if (value !== state.base_.get(key)) {
            return value;
          }
          var draft = createProxy(state.scope_.immer_, value, state);
          prepareMapCopy(state);
          state.copy_.set(key, draft);
          return draft;
        };
        p.keys = function() {
          return latest(this[DRAFT_STATE]).keys();
        };
        p.values = function() {
          var _this2 = this, _ref2;
          var iterator = this.keys();
          return _ref2 = {}, _ref2[iteratorSymbol] = function() {
            return _this2.values();
          }, _ref2.next = function next() {
            var r = iterator.next();
            if (r.done) return r;
            var value = _this2.get(r.value);
            return {
              done: false,
              value
            };
          }, _ref2;
        };
        p.entries = function() {
          var _this3 = this, _ref2;
          var iterator = this.keys();
          return _ref2 = {}, _ref2[iteratorSymbol] = function() {
            return _this3.entries();
          }, _ref2.next = function next() {
            var r = iterator.next();
            if (r.done) return r;
            var value = _this3.get(r.value);
            return {
              done: false,
              value: [r.value, value]
            };
          }, _ref2;
        };
        p[iteratorSymbol] = function() {
          return this.entries();
        };
        return DraftMap2;
      })(Map);
      function proxyMap_(target, parent) {
        return new DraftMap(target, parent);
      }
      function prepareMapCopy(state) {
        if (!state.copy_) {
          state.assigned_ = /* @__PURE__ */ new Map();
          state.copy_ = new Map(state.base_);
        }
      }
      var DraftSet = (function(_super) {
        __extends(DraftSet2, _super);
        function DraftSet2(target, parent) {
          this[DRAFT_STATE] = {
            type_: 3,
            parent_: parent,
            scope_: parent ? parent.scope_ : getCurrentScope(),
            modified_: false,
            finalized_: false,
            copy_: void 0,
            base_: target,
            draft_: this,
            drafts_: /* @__PURE__ */ new Map(),
            revoked_: false,
            isManual_: false
          };
          return this;
        }
        var p = DraftSet2.prototype;
        Object.defineProperty(p, "size", {
          get: function get2() {
            return latest(this[DRAFT_STATE]).size;
          }
          // enumerable: true,
        });
        p.has = function(value) {
          var state = this[DRAFT_STATE];
          assertUnrevoked(state);
          if (!state.copy_) {
            return state.base_.has(value);
          }
          if (state.copy_.has(value)) return true;
          if (state.drafts_.has(value) && state.copy_.has(state.drafts_.get(value))) return true;
          return false;
        };
        p.add = function(value) {
          var state = this[DRAFT_STATE];
          assertUnrevoked(state);
          if (!this.has(value)) {
            prepareSetCopy(state);
            markChanged(state);
            state.copy_.add(value);
          }
          return this;
        };
        p.delete = function(value) {
          if (!this.has(value)) {
            return false;
          }
          var state = this[DRAFT_STATE];
          assertUnrevoked(state);
          prepareSetCopy(state);
          markChanged(state);
          return state.copy_.delete(value) || (state.drafts_.has(value) ? state.copy_.delete(state.drafts_.get(value)) : (
            /* istanbul ignore next */
            false
          ));
        };
        p.clear = function() {
          var state = this[DRAFT_STATE];
          assertUnrevoked(state);
          if (latest(state).size) {
            prepareSetCopy(state);
            markChanged(state);
            state.copy_.clear();
          }
        };
        p.values = function() {
          var state = this[DRAFT_STATE];
          assertUnrevoked(state);
          prepareSetCopy(state);
          return state.copy_.values();
        };
        p.entries = function entries() {
          var state = this[DRAFT_STATE];
          assertUnrevoked(state);
          prepareSetCopy(state);
          return state.copy_.entries();
        };
        p.keys = function() {
          return this.values();
        };
        p[iteratorSymbol] = function() {
          return this.values();
        };
        p.forEach = function forEach(cb, thisArg) {
          var iterator = this.values();
          var result = iterator.next();
          while (!result.done) {
            cb.call(thisArg, result.value, result.value, this);
            result = iterator.next();
          }
        };
        return DraftSet2;
      })(Set);
      function proxySet_(target, parent) {
        return new DraftSet(target, parent);
      }
      function prepareSetCopy(state) {
        if (!state.copy_) {
          state.copy_ = /* @__PURE__ */ new Set();
          state.base_.forEach(function(value) {
            if (isDraftable(value)) {
              var draft = createProxy(state.scope_.immer_, value, state);
              state.drafts_.set(value, draft);
              state.copy_.add(draft);
            } else {
              state.copy_.add(value);
            }
          });
        }
      }
      function assertUnrevoked(state) {
        if (state.revoked_) die(3, JSON.stringify(latest(state)));
      }
      loadPlugin("MapSet", {
        proxyMap_,
        proxySet_
      });
    }
    function enableAllPlugins() {
      enableES5();
      enableMapSet();
      enablePatches();
    }
    var immer = /* @__PURE__ */ new Immer();
    var produce = immer.produce;
    var produceWithPatches = /* @__PURE__ */ immer.produceWithPatches.bind(immer);
    var setAutoFreeze = /* @__PURE__ */ immer.setAutoFreeze.bind(immer);
    var setUseProxies = /* @__PURE__ */ immer.setUseProxies.bind(immer);
    var applyPatches = /* @__PURE__ */ immer.applyPatches.bind(immer);
    var createDraft = /* @__PURE__ */ immer.createDraft.bind(immer);
    var finishDraft = /* @__PURE__ */ immer.finishDraft.bind(immer);
    function castDraft(value) {
      return value;
    }
    function castImmutable(value) {
      return value;
    }
    exports.Immer = Immer;
    exports.applyPatches = applyPatches;
    exports.castDraft = castDraft;
    exports.castImmutable = castImmutable;
    exports.createDraft = createDraft;
    exports.current = current;
    exports.default = produce;
    exports.enableAllPlugins = enableAllPlugins;
    exports.enableES5 = enableES5;
    exports.enableMapSet = enableMapSet;
    exports.enablePatches = enablePatches;
    exports.finishDraft = finishDraft;
    exports.freeze = freeze;
    exports.immerable = DRAFTABLE;
    exports.isDraft = isDraft;
    exports.isDraftable = isDraftable;
    exports.nothing = NOTHING;
    exports.original = original;
    exports.produce = produce;
    exports.produceWithPatches = produceWithPatches;
    exports.setAutoFreeze = setAutoFreeze;
    exports.setUseProxies = setUseProxies;
  }
});

// ../node_modules/immer/dist/index.js
var require_dist = __commonJS({
  "../node_modules/immer/dist/index.js"(exports, module) {
    "use strict";
    if (process.env.NODE_ENV === "production") {
      module.exports = require_immer_cjs_production_min();
    } else {
      module.exports = require_immer_cjs_development();
    }
  }
});

// ../node_modules/boardgame.io/dist/cjs/plugin-random-7425844d.js
var require_plugin_random_7425844d = __commonJS({
  "../node_modules/boardgame.io/dist/cjs/plugin-random-7425844d.js"(exports) {
    "use strict";
    var Alea = class {
      constructor(seed) {
        const mash2 = Mash();
        this.c = 1;
        this.s0 = mash2(" ");
        this.s1 = mash2(" ");
        this.s2 = mash2(" ");
        this.s0 -= mash2(seed);
        if (this.s0 < 0) {
          this.s0 += 1;
        }
        this.s1 -= mash2(seed);
        if (this.s1 < 0) {
          this.s1 += 1;
        }
        this.s2 -= mash2(seed);
        if (this.s2 < 0) {
          this.s2 += 1;
        }
      }
      next() {
        const t = 2091639 * this.s0 + this.c * 23283064365386963e-26;
        this.s0 = this.s1;
        this.s1 = this.s2;
        return this.s2 = t - (this.c = Math.trunc(t));
      }
    };
    function Mash() {
      let n2 = 4022871197;
      const mash2 = function(data) {
        const str = data.toString();
        for (let i = 0; i < str.length; i++) {
          n2 += str.charCodeAt(i);
          let h = 0.02519603282416938 * n2;
          n2 = h >>> 0;
          h -= n2;
          h *= n2;
          n2 = h >>> 0;
          h -= n2;
          n2 += h * 4294967296;
        }
        return (n2 >>> 0) * 23283064365386963e-26;
      };
      return mash2;
    }
    function copy(f, t) {
      t.c = f.c;
      t.s0 = f.s0;
      t.s1 = f.s1;
      t.s2 = f.s2;
      return t;
    }
    function alea(seed, state) {
      const xg = new Alea(seed);
      const prng2 = xg.next.bind(xg);
      if (state)
        copy(state, xg);
      prng2.state = () => copy(xg, {});
      return prng2;
    }
    var Random = class {
      /**
       * constructor
       * @param {object} ctx - The ctx object to initialize from.
       */
      constructor(state) {
        this.state = state || { seed: "0" };
        this.used = false;
      }
      /**
       * Generates a new seed from the current date / time.
       */
      static seed() {
        return Date.now().toString(36).slice(-10);
      }
      isUsed() {
        return this.used;
      }
      getState() {
        return this.state;
      }
      /**
       * Generate a random number.
       */
      _random() {
        this.used = true;
        const R = this.state;
        const seed = R.prngstate ? "" : R.seed;
        const rand = alea(seed, R.prngstate);
        const number = rand();
        this.state = {
          ...R,
          prngstate: rand.state()
        };
        return number;
      }
      api() {
        const random = this._random.bind(this);
        const SpotValue = {
          D4: 4,
          D6: 6,
          D8: 8,
          D10: 10,
          D12: 12,
          D20: 20
        };
        const predefined = {};
        for (const key in SpotValue) {
          const spotvalue = SpotValue[key];
          predefined[key] = (diceCount) => {
            return diceCount === void 0 ? Math.floor(random() * spotvalue) + 1 : Array.from({ length: diceCount }).map(() => Math.floor(random() * spotvalue) + 1);
          };
        }
        function Die(spotvalue = 6, diceCount) {
          return diceCount === void 0 ? Math.floor(random() * spotvalue) + 1 : Array.from({ length: diceCount }).map(() => Math.floor(random() * spotvalue) + 1);
        }
        return {
          /**
           * Similar to Die below, but with fixed spot values.
           * Supports passing a diceCount
           *    if not defined, defaults to 1 and returns the value directly.
           *    if defined, returns an array containing the random dice values.
           *
           * D4: (diceCount) => value
           * D6: (diceCount) => value
           * D8: (diceCount) => value
           * D10: (diceCount) => value
           * D12: (diceCount) => value
           * D20: (diceCount) => value
           */
          ...predefined,
          /**
           * Roll a die of specified spot value.
           *
           * @param {number} spotvalue - The die dimension (default: 6).
           * @param {number} diceCount - number of dice to throw.
           *                             if not defined, defaults to 1 and returns the value directly.
           *                             if defined, returns an array containing the random dice values.
           */
          Die,
          /**
           * Generate a random number between 0 and 1.
           */
          Number: () => {
            return random();
          },
          /**
           * Shuffle an array.
           *
           * @param {Array} deck - The array to shuffle. Does not mutate
           *                       the input, but returns the shuffled array.
           */
          Shuffle: (deck) => {
            const clone = [...deck];
            let sourceIndex = deck.length;
            let destinationIndex = 0;
            const shuffled = Array.from({ length: sourceIndex });
            while (sourceIndex) {
              const randomIndex = Math.trunc(sourceIndex * random());
              shuffled[destinationIndex++] = clone[randomIndex];
              clone[randomIndex] = clone[--sourceIndex];
            }
            return shuffled;
          },
          _private: this
        };
      }
    };
    var RandomPlugin = {
      name: "random",
      noClient: ({ api }) => {
        return api._private.isUsed();
      },
      flush: ({ api }) => {
        return api._private.getState();
      },
      api: ({ data }) => {
        const random = new Random(data);
        return random.api();
      },
      setup: ({ game }) => {
        let { seed } = game;
        if (seed === void 0) {
          seed = Random.seed();
        }
        return { seed };
      },
      playerView: () => void 0
    };
    exports.RandomPlugin = RandomPlugin;
    exports.alea = alea;
  }
});

// ../node_modules/lodash.isplainobject/index.js
var require_lodash = __commonJS({
  "../node_modules/lodash.isplainobject/index.js"(exports, module) {
    var objectTag = "[object Object]";
    function isHostObject(value) {
      var result = false;
      if (value != null && typeof value.toString != "function") {
        try {
          result = !!(value + "");
        } catch (e) {
        }
      }
      return result;
    }
    function overArg(func, transform) {
      return function(arg) {
        return func(transform(arg));
      };
    }
    var funcProto = Function.prototype;
    var objectProto = Object.prototype;
    var funcToString = funcProto.toString;
    var hasOwnProperty = objectProto.hasOwnProperty;
    var objectCtorString = funcToString.call(Object);
    var objectToString = objectProto.toString;
    var getPrototype = overArg(Object.getPrototypeOf, Object);
    function isObjectLike(value) {
      return !!value && typeof value == "object";
    }
    function isPlainObject(value) {
      if (!isObjectLike(value) || objectToString.call(value) != objectTag || isHostObject(value)) {
        return false;
      }
      var proto = getPrototype(value);
      if (proto === null) {
        return true;
      }
      var Ctor = hasOwnProperty.call(proto, "constructor") && proto.constructor;
      return typeof Ctor == "function" && Ctor instanceof Ctor && funcToString.call(Ctor) == objectCtorString;
    }
    module.exports = isPlainObject;
  }
});

// ../node_modules/boardgame.io/dist/cjs/turn-order-4ab12333.js
var require_turn_order_4ab12333 = __commonJS({
  "../node_modules/boardgame.io/dist/cjs/turn-order-4ab12333.js"(exports) {
    "use strict";
    function _interopDefault(ex) {
      return ex && typeof ex === "object" && "default" in ex ? ex["default"] : ex;
    }
    var produce = _interopDefault(require_dist());
    var pluginRandom = require_plugin_random_7425844d();
    var isPlainObject = _interopDefault(require_lodash());
    var MAKE_MOVE = "MAKE_MOVE";
    var GAME_EVENT = "GAME_EVENT";
    var REDO = "REDO";
    var RESET = "RESET";
    var SYNC = "SYNC";
    var UNDO = "UNDO";
    var UPDATE = "UPDATE";
    var PATCH = "PATCH";
    var PLUGIN = "PLUGIN";
    var STRIP_TRANSIENTS = "STRIP_TRANSIENTS";
    var makeMove = (type, args, playerID, credentials) => ({
      type: MAKE_MOVE,
      payload: { type, args, playerID, credentials }
    });
    var gameEvent = (type, args, playerID, credentials) => ({
      type: GAME_EVENT,
      payload: { type, args, playerID, credentials }
    });
    var automaticGameEvent = (type, args, playerID, credentials) => ({
      type: GAME_EVENT,
      payload: { type, args, playerID, credentials },
      automatic: true
    });
    var sync = (info2) => ({
      type: SYNC,
      state: info2.state,
      log: info2.log,
      initialState: info2.initialState,
      clientOnly: true
    });
    var patch = (prevStateID, stateID, patch2, deltalog) => ({
      type: PATCH,
      prevStateID,
      stateID,
      patch: patch2,
      deltalog,
      clientOnly: true
    });
    var update = (state, deltalog) => ({
      type: UPDATE,
      state,
      deltalog,
      clientOnly: true
    });
    var reset = (state) => ({
      type: RESET,
      state,
      clientOnly: true
    });
    var undo = (playerID, credentials) => ({
      type: UNDO,
      payload: { type: null, args: null, playerID, credentials }
    });
    var redo = (playerID, credentials) => ({
      type: REDO,
      payload: { type: null, args: null, playerID, credentials }
    });
    var plugin = (type, args, playerID, credentials) => ({
      type: PLUGIN,
      payload: { type, args, playerID, credentials }
    });
    var stripTransients = () => ({
      type: STRIP_TRANSIENTS
    });
    var ActionCreators = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      makeMove,
      gameEvent,
      automaticGameEvent,
      sync,
      patch,
      update,
      reset,
      undo,
      redo,
      plugin,
      stripTransients
    });
    var INVALID_MOVE3 = "INVALID_MOVE";
    var ImmerPlugin = {
      name: "plugin-immer",
      fnWrap: (move) => (context, ...args) => {
        let isInvalid = false;
        const newG = produce(context.G, (G) => {
          const result = move({ ...context, G }, ...args);
          if (result === INVALID_MOVE3) {
            isInvalid = true;
            return;
          }
          return result;
        });
        if (isInvalid)
          return INVALID_MOVE3;
        return newG;
      }
    };
    (function(GameMethod) {
      GameMethod["MOVE"] = "MOVE";
      GameMethod["GAME_ON_END"] = "GAME_ON_END";
      GameMethod["PHASE_ON_BEGIN"] = "PHASE_ON_BEGIN";
      GameMethod["PHASE_ON_END"] = "PHASE_ON_END";
      GameMethod["TURN_ON_BEGIN"] = "TURN_ON_BEGIN";
      GameMethod["TURN_ON_MOVE"] = "TURN_ON_MOVE";
      GameMethod["TURN_ON_END"] = "TURN_ON_END";
    })(exports.GameMethod || (exports.GameMethod = {}));
    var Errors;
    (function(Errors2) {
      Errors2["CalledOutsideHook"] = "Events must be called from moves or the `onBegin`, `onEnd`, and `onMove` hooks.\nThis error probably means you called an event from other game code, like an `endIf` trigger or one of the `turn.order` methods.";
      Errors2["EndTurnInOnEnd"] = "`endTurn` is disallowed in `onEnd` hooks \u2014 the turn is already ending.";
      Errors2["MaxTurnEndings"] = "Maximum number of turn endings exceeded for this update.\nThis likely means game code is triggering an infinite loop.";
      Errors2["PhaseEventInOnEnd"] = "`setPhase` & `endPhase` are disallowed in a phase\u2019s `onEnd` hook \u2014 the phase is already ending.\nIf you\u2019re trying to dynamically choose the next phase when a phase ends, use the phase\u2019s `next` trigger.";
      Errors2["StageEventInOnEnd"] = "`setStage`, `endStage` & `setActivePlayers` are disallowed in `onEnd` hooks.";
      Errors2["StageEventInPhaseBegin"] = "`setStage`, `endStage` & `setActivePlayers` are disallowed in a phase\u2019s `onBegin` hook.\nUse `setActivePlayers` in a `turn.onBegin` hook or declare stages with `turn.activePlayers` instead.";
      Errors2["StageEventInTurnBegin"] = "`setStage` & `endStage` are disallowed in `turn.onBegin`.\nUse `setActivePlayers` or declare stages with `turn.activePlayers` instead.";
    })(Errors || (Errors = {}));
    var Events = class {
      constructor(flow, ctx, playerID) {
        this.flow = flow;
        this.playerID = playerID;
        this.dispatch = [];
        this.initialTurn = ctx.turn;
        this.updateTurnContext(ctx, void 0);
        this.maxEndedTurnsPerAction = ctx.numPlayers * 100;
      }
      api() {
        const events = {
          _private: this
        };
        for (const type of this.flow.eventNames) {
          events[type] = (...args) => {
            this.dispatch.push({
              type,
              args,
              phase: this.currentPhase,
              turn: this.currentTurn,
              calledFrom: this.currentMethod,
              // Used to capture a stack trace in case it is needed later.
              error: new Error("Events Plugin Error")
            });
          };
        }
        return events;
      }
      isUsed() {
        return this.dispatch.length > 0;
      }
      updateTurnContext(ctx, methodType) {
        this.currentPhase = ctx.phase;
        this.currentTurn = ctx.turn;
        this.currentMethod = methodType;
      }
      unsetCurrentMethod() {
        this.currentMethod = void 0;
      }
      /**
       * Updates ctx with the triggered events.
       * @param {object} state - The state object { G, ctx }.
       */
      update(state) {
        const initialState2 = state;
        const stateWithError = ({ stack }, message) => ({
          ...initialState2,
          plugins: {
            ...initialState2.plugins,
            events: {
              ...initialState2.plugins.events,
              data: { error: message + "\n" + stack }
            }
          }
        });
        EventQueue: for (let i = 0; i < this.dispatch.length; i++) {
          const event = this.dispatch[i];
          const turnHasEnded = event.turn !== state.ctx.turn;
          const endedTurns = this.currentTurn - this.initialTurn;
          if (endedTurns >= this.maxEndedTurnsPerAction) {
            return stateWithError(event.error, Errors.MaxTurnEndings);
          }
          if (event.calledFrom === void 0) {
            return stateWithError(event.error, Errors.CalledOutsideHook);
          }
          if (state.ctx.gameover)
            break EventQueue;
          switch (event.type) {
            case "endStage":
            case "setStage":
            case "setActivePlayers": {
              switch (event.calledFrom) {
                // Disallow all stage events in onEnd and phase.onBegin hooks.
                case exports.GameMethod.TURN_ON_END:
                case exports.GameMethod.PHASE_ON_END:
                  return stateWithError(event.error, Errors.StageEventInOnEnd);
                case exports.GameMethod.PHASE_ON_BEGIN:
                  return stateWithError(event.error, Errors.StageEventInPhaseBegin);
                // Disallow setStage & endStage in turn.onBegin hooks.
                case exports.GameMethod.TURN_ON_BEGIN:
                  if (event.type === "setActivePlayers")
                    break;
                  return stateWithError(event.error, Errors.StageEventInTurnBegin);
              }
              if (turnHasEnded)
                continue EventQueue;
              break;
            }
            case "endTurn": {
              if (event.calledFrom === exports.GameMethod.TURN_ON_END || event.calledFrom === exports.GameMethod.PHASE_ON_END) {
                return stateWithError(event.error, Errors.EndTurnInOnEnd);
              }
              if (turnHasEnded)
                continue EventQueue;
              break;
            }
            case "endPhase":
            case "setPhase": {
              if (event.calledFrom === exports.GameMethod.PHASE_ON_END) {
                return stateWithError(event.error, Errors.PhaseEventInOnEnd);
              }
              if (event.phase !== state.ctx.phase)
                continue EventQueue;
              break;
            }
          }
          const action = automaticGameEvent(event.type, event.args, this.playerID);
          state = this.flow.processEvent(state, action);
        }
        return state;
      }
    };
    var EventsPlugin = {
      name: "events",
      noClient: ({ api }) => api._private.isUsed(),
      isInvalid: ({ data }) => data.error || false,
      // Update the events plugin’s internal turn context each time a move
      // or hook is called. This allows events called after turn or phase
      // endings to dispatch the current turn and phase correctly.
      fnWrap: (method, methodType) => (context, ...args) => {
        const api = context.events;
        if (api)
          api._private.updateTurnContext(context.ctx, methodType);
        const G = method(context, ...args);
        if (api)
          api._private.unsetCurrentMethod();
        return G;
      },
      dangerouslyFlushRawState: ({ state, api }) => api._private.update(state),
      api: ({ game, ctx, playerID }) => new Events(game.flow, ctx, playerID).api()
    };
    var LogPlugin = {
      name: "log",
      flush: () => ({}),
      api: ({ data }) => {
        return {
          setMetadata: (metadata) => {
            data.metadata = metadata;
          }
        };
      },
      setup: () => ({})
    };
    function isSerializable(value) {
      if (value === void 0 || value === null || typeof value === "boolean" || typeof value === "number" || typeof value === "string") {
        return true;
      }
      if (!isPlainObject(value) && !Array.isArray(value)) {
        return false;
      }
      for (const key in value) {
        if (!isSerializable(value[key]))
          return false;
      }
      return true;
    }
    var SerializablePlugin = {
      name: "plugin-serializable",
      fnWrap: (move) => (context, ...args) => {
        const result = move(context, ...args);
        if (process.env.NODE_ENV !== "production" && !isSerializable(result)) {
          throw new Error("Move state is not JSON-serialiazable.\nSee https://boardgame.io/documentation/#/?id=state for more information.");
        }
        return result;
      }
    };
    var production = process.env.NODE_ENV === "production";
    var logfn = production ? () => {
    } : (...msg) => console.log(...msg);
    var errorfn = (...msg) => console.error(...msg);
    function info(msg) {
      logfn(`INFO: ${msg}`);
    }
    function error(error2) {
      errorfn("ERROR:", error2);
    }
    var CORE_PLUGINS = [ImmerPlugin, pluginRandom.RandomPlugin, LogPlugin, SerializablePlugin];
    var DEFAULT_PLUGINS = [...CORE_PLUGINS, EventsPlugin];
    var ProcessAction = (state, action, opts) => {
      opts.game.plugins.filter((plugin2) => plugin2.action !== void 0).filter((plugin2) => plugin2.name === action.payload.type).forEach((plugin2) => {
        const name = plugin2.name;
        const pluginState = state.plugins[name] || { data: {} };
        const data = plugin2.action(pluginState.data, action.payload);
        state = {
          ...state,
          plugins: {
            ...state.plugins,
            [name]: { ...pluginState, data }
          }
        };
      });
      return state;
    };
    var GetAPIs = ({ plugins }) => Object.entries(plugins || {}).reduce((apis, [name, { api }]) => {
      apis[name] = api;
      return apis;
    }, {});
    var FnWrap = (methodToWrap, methodType, plugins) => {
      return [...CORE_PLUGINS, ...plugins, EventsPlugin].filter((plugin2) => plugin2.fnWrap !== void 0).reduce((method, { fnWrap }) => fnWrap(method, methodType), methodToWrap);
    };
    var Setup = (state, opts) => {
      [...DEFAULT_PLUGINS, ...opts.game.plugins].filter((plugin2) => plugin2.setup !== void 0).forEach((plugin2) => {
        const name = plugin2.name;
        const data = plugin2.setup({
          G: state.G,
          ctx: state.ctx,
          game: opts.game
        });
        state = {
          ...state,
          plugins: {
            ...state.plugins,
            [name]: { data }
          }
        };
      });
      return state;
    };
    var Enhance = (state, opts) => {
      [...DEFAULT_PLUGINS, ...opts.game.plugins].filter((plugin2) => plugin2.api !== void 0).forEach((plugin2) => {
        const name = plugin2.name;
        const pluginState = state.plugins[name] || { data: {} };
        const api = plugin2.api({
          G: state.G,
          ctx: state.ctx,
          data: pluginState.data,
          game: opts.game,
          playerID: opts.playerID
        });
        state = {
          ...state,
          plugins: {
            ...state.plugins,
            [name]: { ...pluginState, api }
          }
        };
      });
      return state;
    };
    var Flush = (state, opts) => {
      [...CORE_PLUGINS, ...opts.game.plugins, EventsPlugin].reverse().forEach((plugin2) => {
        const name = plugin2.name;
        const pluginState = state.plugins[name] || { data: {} };
        if (plugin2.flush) {
          const newData = plugin2.flush({
            G: state.G,
            ctx: state.ctx,
            game: opts.game,
            api: pluginState.api,
            data: pluginState.data
          });
          state = {
            ...state,
            plugins: {
              ...state.plugins,
              [plugin2.name]: { data: newData }
            }
          };
        } else if (plugin2.dangerouslyFlushRawState) {
          state = plugin2.dangerouslyFlushRawState({
            state,
            game: opts.game,
            api: pluginState.api,
            data: pluginState.data
          });
          const data = state.plugins[name].data;
          state = {
            ...state,
            plugins: {
              ...state.plugins,
              [plugin2.name]: { data }
            }
          };
        }
      });
      return state;
    };
    var NoClient = (state, opts) => {
      return [...DEFAULT_PLUGINS, ...opts.game.plugins].filter((plugin2) => plugin2.noClient !== void 0).map((plugin2) => {
        const name = plugin2.name;
        const pluginState = state.plugins[name];
        if (pluginState) {
          return plugin2.noClient({
            G: state.G,
            ctx: state.ctx,
            game: opts.game,
            api: pluginState.api,
            data: pluginState.data
          });
        }
        return false;
      }).includes(true);
    };
    var IsInvalid = (state, opts) => {
      const firstInvalidReturn = [...DEFAULT_PLUGINS, ...opts.game.plugins].filter((plugin2) => plugin2.isInvalid !== void 0).map((plugin2) => {
        const { name } = plugin2;
        const pluginState = state.plugins[name];
        const message = plugin2.isInvalid({
          G: state.G,
          ctx: state.ctx,
          game: opts.game,
          data: pluginState && pluginState.data
        });
        return message ? { plugin: name, message } : false;
      }).find((value) => value);
      return firstInvalidReturn || false;
    };
    var FlushAndValidate = (state, opts) => {
      const updatedState = Flush(state, opts);
      const isInvalid = IsInvalid(updatedState, opts);
      if (!isInvalid)
        return [updatedState];
      const { plugin: plugin2, message } = isInvalid;
      error(`${plugin2} plugin declared action invalid:
${message}`);
      return [state, isInvalid];
    };
    var PlayerView = ({ G, ctx, plugins = {} }, { game, playerID }) => {
      [...DEFAULT_PLUGINS, ...game.plugins].forEach(({ name, playerView: playerView2 }) => {
        if (!playerView2)
          return;
        const { data } = plugins[name] || { data: {} };
        const newData = playerView2({ G, ctx, game, data, playerID });
        plugins = {
          ...plugins,
          [name]: { data: newData }
        };
      });
      return plugins;
    };
    function supportDeprecatedMoveLimit(options, enforceMinMoves = false) {
      if (options.moveLimit) {
        if (enforceMinMoves) {
          options.minMoves = options.moveLimit;
        }
        options.maxMoves = options.moveLimit;
        delete options.moveLimit;
      }
    }
    function SetActivePlayers(ctx, arg) {
      let activePlayers = {};
      let _prevActivePlayers = [];
      let _nextActivePlayers = null;
      let _activePlayersMinMoves = {};
      let _activePlayersMaxMoves = {};
      if (Array.isArray(arg)) {
        const value = {};
        arg.forEach((v) => value[v] = Stage2.NULL);
        activePlayers = value;
      } else {
        supportDeprecatedMoveLimit(arg);
        if (arg.next) {
          _nextActivePlayers = arg.next;
        }
        if (arg.revert) {
          _prevActivePlayers = [
            ...ctx._prevActivePlayers,
            {
              activePlayers: ctx.activePlayers,
              _activePlayersMinMoves: ctx._activePlayersMinMoves,
              _activePlayersMaxMoves: ctx._activePlayersMaxMoves,
              _activePlayersNumMoves: ctx._activePlayersNumMoves
            }
          ];
        }
        if (arg.currentPlayer !== void 0) {
          ApplyActivePlayerArgument(activePlayers, _activePlayersMinMoves, _activePlayersMaxMoves, ctx.currentPlayer, arg.currentPlayer);
        }
        if (arg.others !== void 0) {
          for (let i = 0; i < ctx.playOrder.length; i++) {
            const id2 = ctx.playOrder[i];
            if (id2 !== ctx.currentPlayer) {
              ApplyActivePlayerArgument(activePlayers, _activePlayersMinMoves, _activePlayersMaxMoves, id2, arg.others);
            }
          }
        }
        if (arg.all !== void 0) {
          for (let i = 0; i < ctx.playOrder.length; i++) {
            const id2 = ctx.playOrder[i];
            ApplyActivePlayerArgument(activePlayers, _activePlayersMinMoves, _activePlayersMaxMoves, id2, arg.all);
          }
        }
        if (arg.value) {
          for (const id2 in arg.value) {
            ApplyActivePlayerArgument(activePlayers, _activePlayersMinMoves, _activePlayersMaxMoves, id2, arg.value[id2]);
          }
        }
        if (arg.minMoves) {
          for (const id2 in activePlayers) {
            if (_activePlayersMinMoves[id2] === void 0) {
              _activePlayersMinMoves[id2] = arg.minMoves;
            }
          }
        }
        if (arg.maxMoves) {
          for (const id2 in activePlayers) {
            if (_activePlayersMaxMoves[id2] === void 0) {
              _activePlayersMaxMoves[id2] = arg.maxMoves;
            }
          }
        }
      }
      if (Object.keys(activePlayers).length === 0) {
        activePlayers = null;
      }
      if (Object.keys(_activePlayersMinMoves).length === 0) {
        _activePlayersMinMoves = null;
      }
      if (Object.keys(_activePlayersMaxMoves).length === 0) {
        _activePlayersMaxMoves = null;
      }
      const _activePlayersNumMoves = {};
      for (const id2 in activePlayers) {
        _activePlayersNumMoves[id2] = 0;
      }
      return {
        ...ctx,
        activePlayers,
        _activePlayersMinMoves,
        _activePlayersMaxMoves,
        _activePlayersNumMoves,
        _prevActivePlayers,
        _nextActivePlayers
      };
    }
    function UpdateActivePlayersOnceEmpty(ctx) {
      let { activePlayers, _activePlayersMinMoves, _activePlayersMaxMoves, _activePlayersNumMoves, _prevActivePlayers, _nextActivePlayers } = ctx;
      if (activePlayers && Object.keys(activePlayers).length === 0) {
        if (_nextActivePlayers) {
          ctx = SetActivePlayers(ctx, _nextActivePlayers);
          ({
            activePlayers,
            _activePlayersMinMoves,
            _activePlayersMaxMoves,
            _activePlayersNumMoves,
            _prevActivePlayers
          } = ctx);
        } else if (_prevActivePlayers.length > 0) {
          const lastIndex = _prevActivePlayers.length - 1;
          ({
            activePlayers,
            _activePlayersMinMoves,
            _activePlayersMaxMoves,
            _activePlayersNumMoves
          } = _prevActivePlayers[lastIndex]);
          _prevActivePlayers = _prevActivePlayers.slice(0, lastIndex);
        } else {
          activePlayers = null;
          _activePlayersMinMoves = null;
          _activePlayersMaxMoves = null;
        }
      }
      return {
        ...ctx,
        activePlayers,
        _activePlayersMinMoves,
        _activePlayersMaxMoves,
        _activePlayersNumMoves,
        _prevActivePlayers
      };
    }
    function ApplyActivePlayerArgument(activePlayers, _activePlayersMinMoves, _activePlayersMaxMoves, playerID, arg) {
      if (typeof arg !== "object" || arg === Stage2.NULL) {
        arg = { stage: arg };
      }
      if (arg.stage !== void 0) {
        supportDeprecatedMoveLimit(arg);
        activePlayers[playerID] = arg.stage;
        if (arg.minMoves)
          _activePlayersMinMoves[playerID] = arg.minMoves;
        if (arg.maxMoves)
          _activePlayersMaxMoves[playerID] = arg.maxMoves;
      }
    }
    function getCurrentPlayer(playOrder, playOrderPos) {
      return playOrder[playOrderPos] + "";
    }
    function InitTurnOrderState(state, turn) {
      let { G, ctx } = state;
      const { numPlayers } = ctx;
      const pluginAPIs = GetAPIs(state);
      const context = { ...pluginAPIs, G, ctx };
      const order = turn.order;
      let playOrder = [...Array.from({ length: numPlayers })].map((_, i) => i + "");
      if (order.playOrder !== void 0) {
        playOrder = order.playOrder(context);
      }
      const playOrderPos = order.first(context);
      const posType = typeof playOrderPos;
      if (posType !== "number") {
        error(`invalid value returned by turn.order.first \u2014 expected number got ${posType} \u201C${playOrderPos}\u201D.`);
      }
      const currentPlayer = getCurrentPlayer(playOrder, playOrderPos);
      ctx = { ...ctx, currentPlayer, playOrderPos, playOrder };
      ctx = SetActivePlayers(ctx, turn.activePlayers || {});
      return ctx;
    }
    function UpdateTurnOrderState(state, currentPlayer, turn, endTurnArg) {
      const order = turn.order;
      let { G, ctx } = state;
      let playOrderPos = ctx.playOrderPos;
      let endPhase = false;
      if (endTurnArg && endTurnArg !== true) {
        if (typeof endTurnArg !== "object") {
          error(`invalid argument to endTurn: ${endTurnArg}`);
        }
        Object.keys(endTurnArg).forEach((arg) => {
          switch (arg) {
            case "remove":
              currentPlayer = getCurrentPlayer(ctx.playOrder, playOrderPos);
              break;
            case "next":
              playOrderPos = ctx.playOrder.indexOf(endTurnArg.next);
              currentPlayer = endTurnArg.next;
              break;
            default:
              error(`invalid argument to endTurn: ${arg}`);
          }
        });
      } else {
        const pluginAPIs = GetAPIs(state);
        const context = { ...pluginAPIs, G, ctx };
        const t = order.next(context);
        const type = typeof t;
        if (t !== void 0 && type !== "number") {
          error(`invalid value returned by turn.order.next \u2014 expected number or undefined got ${type} \u201C${t}\u201D.`);
        }
        if (t === void 0) {
          endPhase = true;
        } else {
          playOrderPos = t;
          currentPlayer = getCurrentPlayer(ctx.playOrder, playOrderPos);
        }
      }
      ctx = {
        ...ctx,
        playOrderPos,
        currentPlayer
      };
      return { endPhase, ctx };
    }
    var TurnOrder = {
      /**
       * DEFAULT
       *
       * The default round-robin turn order.
       */
      DEFAULT: {
        first: ({ ctx }) => ctx.turn === 0 ? ctx.playOrderPos : (ctx.playOrderPos + 1) % ctx.playOrder.length,
        next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.playOrder.length
      },
      /**
       * RESET
       *
       * Similar to DEFAULT, but starts from 0 each time.
       */
      RESET: {
        first: () => 0,
        next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.playOrder.length
      },
      /**
       * CONTINUE
       *
       * Similar to DEFAULT, but starts with the player who ended the last phase.
       */
      CONTINUE: {
        first: ({ ctx }) => ctx.playOrderPos,
        next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.playOrder.length
      },
      /**
       * ONCE
       *
       * Another round-robin turn order, but goes around just once.
       * The phase ends after all players have played.
       */
      ONCE: {
        first: () => 0,
        next: ({ ctx }) => {
          if (ctx.playOrderPos < ctx.playOrder.length - 1) {
            return ctx.playOrderPos + 1;
          }
        }
      },
      /**
       * CUSTOM
       *
       * Identical to DEFAULT, but also sets playOrder at the
       * beginning of the phase.
       *
       * @param {Array} playOrder - The play order.
       */
      CUSTOM: (playOrder) => ({
        playOrder: () => playOrder,
        first: () => 0,
        next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.playOrder.length
      }),
      /**
       * CUSTOM_FROM
       *
       * Identical to DEFAULT, but also sets playOrder at the
       * beginning of the phase to a value specified by a field
       * in G.
       *
       * @param {string} playOrderField - Field in G.
       */
      CUSTOM_FROM: (playOrderField) => ({
        playOrder: ({ G }) => G[playOrderField],
        first: () => 0,
        next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.playOrder.length
      })
    };
    var Stage2 = {
      NULL: null
    };
    var ActivePlayers = {
      /**
       * ALL
       *
       * The turn stays with one player, but any player can play (in any order)
       * until the phase ends.
       */
      ALL: { all: Stage2.NULL },
      /**
       * ALL_ONCE
       *
       * The turn stays with one player, but any player can play (once, and in any order).
       * This is typically used in a phase where you want to elicit a response
       * from every player in the game.
       */
      ALL_ONCE: { all: Stage2.NULL, minMoves: 1, maxMoves: 1 },
      /**
       * OTHERS
       *
       * The turn stays with one player, and every *other* player can play (in any order)
       * until the phase ends.
       */
      OTHERS: { others: Stage2.NULL },
      /**
       * OTHERS_ONCE
       *
       * The turn stays with one player, and every *other* player can play (once, and in any order).
       * This is typically used in a phase where you want to elicit a response
       * from every *other* player in the game.
       */
      OTHERS_ONCE: { others: Stage2.NULL, minMoves: 1, maxMoves: 1 }
    };
    exports.ActionCreators = ActionCreators;
    exports.ActivePlayers = ActivePlayers;
    exports.Enhance = Enhance;
    exports.FlushAndValidate = FlushAndValidate;
    exports.FnWrap = FnWrap;
    exports.GAME_EVENT = GAME_EVENT;
    exports.GetAPIs = GetAPIs;
    exports.INVALID_MOVE = INVALID_MOVE3;
    exports.InitTurnOrderState = InitTurnOrderState;
    exports.MAKE_MOVE = MAKE_MOVE;
    exports.NoClient = NoClient;
    exports.PATCH = PATCH;
    exports.PLUGIN = PLUGIN;
    exports.PlayerView = PlayerView;
    exports.ProcessAction = ProcessAction;
    exports.REDO = REDO;
    exports.RESET = RESET;
    exports.STRIP_TRANSIENTS = STRIP_TRANSIENTS;
    exports.SYNC = SYNC;
    exports.SetActivePlayers = SetActivePlayers;
    exports.Setup = Setup;
    exports.Stage = Stage2;
    exports.TurnOrder = TurnOrder;
    exports.UNDO = UNDO;
    exports.UPDATE = UPDATE;
    exports.UpdateActivePlayersOnceEmpty = UpdateActivePlayersOnceEmpty;
    exports.UpdateTurnOrderState = UpdateTurnOrderState;
    exports.error = error;
    exports.gameEvent = gameEvent;
    exports.info = info;
    exports.makeMove = makeMove;
    exports.patch = patch;
    exports.redo = redo;
    exports.reset = reset;
    exports.stripTransients = stripTransients;
    exports.supportDeprecatedMoveLimit = supportDeprecatedMoveLimit;
    exports.sync = sync;
    exports.undo = undo;
    exports.update = update;
  }
});

// ../node_modules/boardgame.io/dist/cjs/core.js
var require_core = __commonJS({
  "../node_modules/boardgame.io/dist/cjs/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var turnOrder = require_turn_order_4ab12333();
    require_dist();
    require_plugin_random_7425844d();
    require_lodash();
    var PlayerView = {
      /**
       * STRIP_SECRETS
       *
       * Reducer which removes a key named `secret` and
       * removes all the keys in `players`, except for the one
       * corresponding to the current playerID.
       */
      STRIP_SECRETS: ({ G, playerID }) => {
        const r = { ...G };
        if (r.secret !== void 0) {
          delete r.secret;
        }
        if (r.players) {
          r.players = playerID ? {
            [playerID]: r.players[playerID]
          } : {};
        }
        return r;
      }
    };
    exports.ActivePlayers = turnOrder.ActivePlayers;
    Object.defineProperty(exports, "GameMethod", {
      enumerable: true,
      get: function() {
        return turnOrder.GameMethod;
      }
    });
    exports.INVALID_MOVE = turnOrder.INVALID_MOVE;
    exports.Stage = turnOrder.Stage;
    exports.TurnOrder = turnOrder.TurnOrder;
    exports.PlayerView = PlayerView;
  }
});

// ../node_modules/rfc6902/pointer.js
var require_pointer = __commonJS({
  "../node_modules/rfc6902/pointer.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Pointer = void 0;
    exports.unescapeToken = unescapeToken;
    exports.escapeToken = escapeToken;
    function unescapeToken(token) {
      return token.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    function escapeToken(token) {
      return token.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    var Pointer = (
      /** @class */
      (function() {
        function Pointer2(tokens) {
          if (tokens === void 0) {
            tokens = [""];
          }
          this.tokens = tokens;
        }
        Pointer2.fromJSON = function(path) {
          var tokens = path.split("/").map(unescapeToken);
          if (tokens[0] !== "")
            throw new Error("Invalid JSON Pointer: ".concat(path));
          return new Pointer2(tokens);
        };
        Pointer2.prototype.toString = function() {
          return this.tokens.map(escapeToken).join("/");
        };
        Pointer2.prototype.evaluate = function(object) {
          var parent = null;
          var key = "";
          var value = object;
          for (var i = 1, l = this.tokens.length; i < l; i++) {
            parent = value;
            key = this.tokens[i];
            if (key == "__proto__" || key == "constructor" || key == "prototype") {
              continue;
            }
            value = (parent || {})[key];
          }
          return { parent, key, value };
        };
        Pointer2.prototype.get = function(object) {
          return this.evaluate(object).value;
        };
        Pointer2.prototype.set = function(object, value) {
          var endpoint = this.evaluate(object);
          if (endpoint.parent) {
            endpoint.parent[endpoint.key] = value;
          }
        };
        Pointer2.prototype.push = function(token) {
          this.tokens.push(token);
        };
        Pointer2.prototype.add = function(token) {
          var tokens = this.tokens.concat(String(token));
          return new Pointer2(tokens);
        };
        Pointer2.prototype.parent = function() {
          var tokens = this.tokens.length > 1 ? this.tokens.slice(0, -1) : [""];
          return new Pointer2(tokens);
        };
        return Pointer2;
      })()
    );
    exports.Pointer = Pointer;
  }
});

// ../node_modules/rfc6902/util.js
var require_util = __commonJS({
  "../node_modules/rfc6902/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.hasOwnProperty = void 0;
    exports.objectType = objectType;
    exports.clone = clone;
    exports.hasOwnProperty = Object.prototype.hasOwnProperty;
    function objectType(object) {
      if (object === void 0) {
        return "undefined";
      }
      if (object === null) {
        return "null";
      }
      if (Array.isArray(object)) {
        return "array";
      }
      return typeof object;
    }
    function isNonPrimitive(value) {
      return value != null && typeof value == "object";
    }
    function clone(source) {
      if (!isNonPrimitive(source)) {
        return source;
      }
      if (source.constructor == Array) {
        var length = source.length;
        var arrayTarget = new Array(length);
        for (var i = 0; i < length; i++) {
          arrayTarget[i] = clone(source[i]);
        }
        return arrayTarget;
      }
      if (source.constructor == Date) {
        var dateTarget = /* @__PURE__ */ new Date(+source);
        return dateTarget;
      }
      var objectTarget = {};
      for (var key in source) {
        if (exports.hasOwnProperty.call(source, key) && key != "__proto__") {
          objectTarget[key] = clone(source[key]);
        }
      }
      return objectTarget;
    }
  }
});

// ../node_modules/rfc6902/diff.js
var require_diff = __commonJS({
  "../node_modules/rfc6902/diff.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.isDestructive = isDestructive;
    exports.subtract = subtract;
    exports.intersection = intersection;
    exports.diffArrays = diffArrays;
    exports.diffObjects = diffObjects;
    exports.diffAny = diffAny;
    var util_1 = require_util();
    function isDestructive(_a) {
      var op = _a.op;
      return op === "remove" || op === "replace" || op === "copy" || op === "move";
    }
    function subtract(minuend, subtrahend) {
      var keys = [];
      for (var key in minuend) {
        if (util_1.hasOwnProperty.call(minuend, key) && minuend[key] !== void 0 && !(util_1.hasOwnProperty.call(subtrahend, key) && subtrahend[key] !== void 0)) {
          keys.push(key);
        }
      }
      return keys;
    }
    function intersection(objects) {
      var length = objects.length;
      var counter = {};
      for (var i = 0; i < length; i++) {
        var object = objects[i];
        for (var key in object) {
          if (util_1.hasOwnProperty.call(object, key) && object[key] !== void 0) {
            counter[key] = (counter[key] || 0) + 1;
          }
        }
      }
      for (var key in counter) {
        if (counter[key] < length) {
          delete counter[key];
        }
      }
      return Object.keys(counter);
    }
    function intersection2(a, b) {
      var keys = [];
      for (var key in a) {
        if (util_1.hasOwnProperty.call(a, key) && a[key] !== void 0 && util_1.hasOwnProperty.call(b, key) && b[key] !== void 0) {
          keys.push(key);
        }
      }
      return keys;
    }
    function isArrayAdd(array_operation) {
      return array_operation.op === "add";
    }
    function isArrayRemove(array_operation) {
      return array_operation.op === "remove";
    }
    function appendArrayOperation(base, operation) {
      return {
        // the new operation must be pushed on the end
        operations: base.operations.concat(operation),
        cost: base.cost + 1
      };
    }
    function diffArrays(input, output, ptr, diff) {
      if (diff === void 0) {
        diff = diffAny;
      }
      var max_length = Math.max(input.length, output.length);
      var memo = /* @__PURE__ */ new Map([[0, { operations: [], cost: 0 }]]);
      function dist(i, j) {
        var memo_key = i * (max_length + 1) + j;
        var memoized = memo.get(memo_key);
        if (memoized === void 0) {
          if (i > 0 && j > 0 && !diff(input[i - 1], output[j - 1], ptr.add(String(i - 1))).length) {
            memoized = dist(i - 1, j - 1);
          } else {
            var alternatives = [];
            if (i > 0) {
              var remove_base = dist(i - 1, j);
              var remove_operation = {
                op: "remove",
                index: i - 1
              };
              alternatives.push(appendArrayOperation(remove_base, remove_operation));
            }
            if (j > 0) {
              var add_base = dist(i, j - 1);
              var add_operation = {
                op: "add",
                index: i - 1,
                value: output[j - 1]
              };
              alternatives.push(appendArrayOperation(add_base, add_operation));
            }
            if (i > 0 && j > 0) {
              var replace_base = dist(i - 1, j - 1);
              var replace_operation = {
                op: "replace",
                index: i - 1,
                original: input[i - 1],
                value: output[j - 1]
              };
              alternatives.push(appendArrayOperation(replace_base, replace_operation));
            }
            var best = alternatives.sort(function(a, b) {
              return a.cost - b.cost;
            })[0];
            memoized = best;
          }
          memo.set(memo_key, memoized);
        }
        return memoized;
      }
      var input_length = isNaN(input.length) || input.length <= 0 ? 0 : input.length;
      var output_length = isNaN(output.length) || output.length <= 0 ? 0 : output.length;
      var array_operations = dist(input_length, output_length).operations;
      var padded_operations = array_operations.reduce(function(_a, array_operation) {
        var operations = _a[0], padding = _a[1];
        if (isArrayAdd(array_operation)) {
          var padded_index = array_operation.index + 1 + padding;
          var index_token = padded_index < input_length + padding ? String(padded_index) : "-";
          var operation = {
            op: array_operation.op,
            path: ptr.add(index_token).toString(),
            value: array_operation.value
          };
          return [operations.concat(operation), padding + 1];
        } else if (isArrayRemove(array_operation)) {
          var operation = {
            op: array_operation.op,
            path: ptr.add(String(array_operation.index + padding)).toString()
          };
          return [operations.concat(operation), padding - 1];
        } else {
          var replace_ptr = ptr.add(String(array_operation.index + padding));
          var replace_operations = diff(array_operation.original, array_operation.value, replace_ptr);
          return [operations.concat.apply(operations, replace_operations), padding];
        }
      }, [[], 0])[0];
      return padded_operations;
    }
    function diffObjects(input, output, ptr, diff) {
      if (diff === void 0) {
        diff = diffAny;
      }
      var operations = [];
      subtract(input, output).forEach(function(key) {
        operations.push({ op: "remove", path: ptr.add(key).toString() });
      });
      subtract(output, input).forEach(function(key) {
        operations.push({ op: "add", path: ptr.add(key).toString(), value: output[key] });
      });
      intersection2(input, output).forEach(function(key) {
        operations.push.apply(operations, diff(input[key], output[key], ptr.add(key)));
      });
      return operations;
    }
    function diffAny(input, output, ptr, diff) {
      if (diff === void 0) {
        diff = diffAny;
      }
      if (input === output) {
        return [];
      }
      var input_type = (0, util_1.objectType)(input);
      var output_type = (0, util_1.objectType)(output);
      if (input_type == "array" && output_type == "array") {
        return diffArrays(input, output, ptr, diff);
      }
      if (input_type == "object" && output_type == "object") {
        return diffObjects(input, output, ptr, diff);
      }
      return [{ op: "replace", path: ptr.toString(), value: output }];
    }
  }
});

// ../node_modules/rfc6902/patch.js
var require_patch = __commonJS({
  "../node_modules/rfc6902/patch.js"(exports) {
    "use strict";
    var __extends = exports && exports.__extends || /* @__PURE__ */ (function() {
      var extendStatics = function(d2, b) {
        extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d3, b2) {
          d3.__proto__ = b2;
        } || function(d3, b2) {
          for (var p in b2) if (Object.prototype.hasOwnProperty.call(b2, p)) d3[p] = b2[p];
        };
        return extendStatics(d2, b);
      };
      return function(d2, b) {
        if (typeof b !== "function" && b !== null)
          throw new TypeError("Class extends value " + String(b) + " is not a constructor or null");
        extendStatics(d2, b);
        function __() {
          this.constructor = d2;
        }
        d2.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.InvalidOperationError = exports.TestError = exports.MissingError = void 0;
    exports.add = add;
    exports.remove = remove;
    exports.replace = replace;
    exports.move = move;
    exports.copy = copy;
    exports.test = test;
    exports.apply = apply;
    var pointer_1 = require_pointer();
    var util_1 = require_util();
    var diff_1 = require_diff();
    var MissingError = (
      /** @class */
      (function(_super) {
        __extends(MissingError2, _super);
        function MissingError2(path) {
          var _this = _super.call(this, "Value required at path: ".concat(path)) || this;
          _this.path = path;
          _this.name = "MissingError";
          return _this;
        }
        return MissingError2;
      })(Error)
    );
    exports.MissingError = MissingError;
    var TestError = (
      /** @class */
      (function(_super) {
        __extends(TestError2, _super);
        function TestError2(actual, expected) {
          var _this = _super.call(this, "Test failed: ".concat(actual, " != ").concat(expected)) || this;
          _this.actual = actual;
          _this.expected = expected;
          _this.name = "TestError";
          return _this;
        }
        return TestError2;
      })(Error)
    );
    exports.TestError = TestError;
    function _add(object, key, value) {
      if (Array.isArray(object)) {
        if (key == "-") {
          object.push(value);
        } else {
          var index = parseInt(key, 10);
          object.splice(index, 0, value);
        }
      } else {
        object[key] = value;
      }
    }
    function _remove(object, key) {
      if (Array.isArray(object)) {
        var index = parseInt(key, 10);
        object.splice(index, 1);
      } else {
        delete object[key];
      }
    }
    function add(object, operation, options) {
      if (operation.path == null) {
        return new InvalidOperationError(operation);
      }
      if (!util_1.hasOwnProperty.call(operation, "value")) {
        return new InvalidOperationError(operation);
      }
      var pointer = pointer_1.Pointer.fromJSON(operation.path);
      if ((options === null || options === void 0 ? void 0 : options.implicitArrayCreation) && pointer.tokens[pointer.tokens.length - 1] === "-") {
        var parentEndpoint = pointer.parent().evaluate(object);
        if (parentEndpoint.value === void 0 && (0, util_1.objectType)(parentEndpoint.parent) === "object") {
          parentEndpoint.parent[parentEndpoint.key] = [];
        }
      }
      var endpoint = pointer.evaluate(object);
      if (endpoint.parent === void 0 || endpoint.parent === null) {
        return new MissingError(operation.path);
      }
      if ((options === null || options === void 0 ? void 0 : options.implicitArrayCreation) && endpoint.key === "-" && !Array.isArray(endpoint.parent)) {
        return new MissingError(operation.path);
      }
      if (Array.isArray(endpoint.parent) && endpoint.key !== "-") {
        if (!/^(0|[1-9][0-9]*)$/.test(endpoint.key)) {
          return new MissingError(operation.path);
        }
        if (Number(endpoint.key) > endpoint.parent.length) {
          return new MissingError(operation.path);
        }
      }
      _add(endpoint.parent, endpoint.key, (0, util_1.clone)(operation.value));
      return null;
    }
    function remove(object, operation, options) {
      if (operation.path == null) {
        return new InvalidOperationError(operation);
      }
      var endpoint = pointer_1.Pointer.fromJSON(operation.path).evaluate(object);
      if (endpoint.parent === null) {
        return new MissingError(operation.path);
      }
      if (endpoint.value === void 0) {
        return new MissingError(operation.path);
      }
      _remove(endpoint.parent, endpoint.key);
      return null;
    }
    function replace(object, operation, options) {
      if (operation.path == null) {
        return new InvalidOperationError(operation);
      }
      if (!util_1.hasOwnProperty.call(operation, "value")) {
        return new InvalidOperationError(operation);
      }
      var endpoint = pointer_1.Pointer.fromJSON(operation.path).evaluate(object);
      if (endpoint.parent === null) {
        return new MissingError(operation.path);
      }
      if (Array.isArray(endpoint.parent)) {
        if (parseInt(endpoint.key, 10) >= endpoint.parent.length) {
          return new MissingError(operation.path);
        }
      } else if (endpoint.value === void 0) {
        return new MissingError(operation.path);
      }
      endpoint.parent[endpoint.key] = (0, util_1.clone)(operation.value);
      return null;
    }
    function move(object, operation, options) {
      if (operation.path == null || operation.from == null) {
        return new InvalidOperationError(operation);
      }
      var from_pointer = pointer_1.Pointer.fromJSON(operation.from);
      var from_endpoint = from_pointer.evaluate(object);
      if (from_endpoint.value === void 0) {
        return new MissingError(operation.from);
      }
      var pointer = pointer_1.Pointer.fromJSON(operation.path);
      if (from_pointer.tokens.length < pointer.tokens.length && from_pointer.tokens.every(function(token, index) {
        return token === pointer.tokens[index];
      })) {
        return new MissingError(operation.path);
      }
      var endpoint = pointer.evaluate(object);
      if (endpoint.parent === void 0 || endpoint.parent === null) {
        return new MissingError(operation.path);
      }
      _remove(from_endpoint.parent, from_endpoint.key);
      _add(endpoint.parent, endpoint.key, from_endpoint.value);
      return null;
    }
    function copy(object, operation, options) {
      if (operation.path == null || operation.from == null) {
        return new InvalidOperationError(operation);
      }
      var from_endpoint = pointer_1.Pointer.fromJSON(operation.from).evaluate(object);
      if (from_endpoint.value === void 0) {
        return new MissingError(operation.from);
      }
      var endpoint = pointer_1.Pointer.fromJSON(operation.path).evaluate(object);
      if (endpoint.parent === void 0 || endpoint.parent === null) {
        return new MissingError(operation.path);
      }
      _add(endpoint.parent, endpoint.key, (0, util_1.clone)(from_endpoint.value));
      return null;
    }
    function test(object, operation, options) {
      if (operation.path == null) {
        return new InvalidOperationError(operation);
      }
      var endpoint = pointer_1.Pointer.fromJSON(operation.path).evaluate(object);
      if ((0, diff_1.diffAny)(endpoint.value, operation.value, new pointer_1.Pointer()).length) {
        return new TestError(endpoint.value, operation.value);
      }
      return null;
    }
    var InvalidOperationError = (
      /** @class */
      (function(_super) {
        __extends(InvalidOperationError2, _super);
        function InvalidOperationError2(operation) {
          var _this = _super.call(this, "Invalid operation: ".concat(operation.op)) || this;
          _this.operation = operation;
          _this.name = "InvalidOperationError";
          return _this;
        }
        return InvalidOperationError2;
      })(Error)
    );
    exports.InvalidOperationError = InvalidOperationError;
    function apply(object, operation, options) {
      switch (operation.op) {
        case "add":
          return add(object, operation, options);
        case "remove":
          return remove(object, operation, options);
        case "replace":
          return replace(object, operation, options);
        case "move":
          return move(object, operation, options);
        case "copy":
          return copy(object, operation, options);
        case "test":
          return test(object, operation, options);
      }
      return new InvalidOperationError(operation);
    }
  }
});

// ../node_modules/rfc6902/index.js
var require_rfc6902 = __commonJS({
  "../node_modules/rfc6902/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Pointer = void 0;
    exports.applyPatch = applyPatch;
    exports.createPatch = createPatch;
    exports.createTests = createTests;
    var pointer_1 = require_pointer();
    Object.defineProperty(exports, "Pointer", { enumerable: true, get: function() {
      return pointer_1.Pointer;
    } });
    var patch_1 = require_patch();
    var diff_1 = require_diff();
    function applyPatch(object, patch, options) {
      return patch.map(function(operation) {
        return (0, patch_1.apply)(object, operation, options);
      });
    }
    function wrapVoidableDiff(diff) {
      function wrappedDiff(input, output, ptr) {
        var custom_patch = diff(input, output, ptr);
        return Array.isArray(custom_patch) ? custom_patch : (0, diff_1.diffAny)(input, output, ptr, wrappedDiff);
      }
      return wrappedDiff;
    }
    function createPatch(input, output, diff) {
      var ptr = new pointer_1.Pointer();
      return (diff ? wrapVoidableDiff(diff) : diff_1.diffAny)(input, output, ptr);
    }
    function createTest(input, path) {
      var endpoint = pointer_1.Pointer.fromJSON(path).evaluate(input);
      if (endpoint !== void 0) {
        return { op: "test", path, value: endpoint.value };
      }
    }
    function createTests(input, patch) {
      var tests = new Array();
      patch.filter(diff_1.isDestructive).forEach(function(operation) {
        var pathTest = createTest(input, operation.path);
        if (pathTest)
          tests.push(pathTest);
        if ("from" in operation) {
          var fromTest = createTest(input, operation.from);
          if (fromTest)
            tests.push(fromTest);
        }
      });
      return tests;
    }
  }
});

// ../node_modules/boardgame.io/dist/cjs/reducer-6f7cf6b0.js
var require_reducer_6f7cf6b0 = __commonJS({
  "../node_modules/boardgame.io/dist/cjs/reducer-6f7cf6b0.js"(exports) {
    "use strict";
    var turnOrder = require_turn_order_4ab12333();
    var rfc6902 = require_rfc6902();
    function Flow2({ moves, phases, endIf, onEnd, turn, events, plugins }) {
      if (moves === void 0) {
        moves = {};
      }
      if (events === void 0) {
        events = {};
      }
      if (plugins === void 0) {
        plugins = [];
      }
      if (phases === void 0) {
        phases = {};
      }
      if (!endIf)
        endIf = () => void 0;
      if (!onEnd)
        onEnd = ({ G }) => G;
      if (!turn)
        turn = {};
      const phaseMap = { ...phases };
      if ("" in phaseMap) {
        turnOrder.error("cannot specify phase with empty name");
      }
      phaseMap[""] = {};
      const moveMap2 = {};
      const moveNames2 = /* @__PURE__ */ new Set();
      let startingPhase = null;
      Object.keys(moves).forEach((name) => moveNames2.add(name));
      const HookWrapper = (hook, hookType) => {
        const withPlugins = turnOrder.FnWrap(hook, hookType, plugins);
        return (state) => {
          const pluginAPIs = turnOrder.GetAPIs(state);
          return withPlugins({
            ...pluginAPIs,
            G: state.G,
            ctx: state.ctx,
            playerID: state.playerID
          });
        };
      };
      const TriggerWrapper = (trigger) => {
        return (state) => {
          const pluginAPIs = turnOrder.GetAPIs(state);
          return trigger({
            ...pluginAPIs,
            G: state.G,
            ctx: state.ctx
          });
        };
      };
      const wrapped = {
        onEnd: HookWrapper(onEnd, turnOrder.GameMethod.GAME_ON_END),
        endIf: TriggerWrapper(endIf)
      };
      for (const phase in phaseMap) {
        const phaseConfig = phaseMap[phase];
        if (phaseConfig.start === true) {
          startingPhase = phase;
        }
        if (phaseConfig.moves !== void 0) {
          for (const move of Object.keys(phaseConfig.moves)) {
            moveMap2[phase + "." + move] = phaseConfig.moves[move];
            moveNames2.add(move);
          }
        }
        if (phaseConfig.endIf === void 0) {
          phaseConfig.endIf = () => void 0;
        }
        if (phaseConfig.onBegin === void 0) {
          phaseConfig.onBegin = ({ G }) => G;
        }
        if (phaseConfig.onEnd === void 0) {
          phaseConfig.onEnd = ({ G }) => G;
        }
        if (phaseConfig.turn === void 0) {
          phaseConfig.turn = turn;
        }
        if (phaseConfig.turn.order === void 0) {
          phaseConfig.turn.order = turnOrder.TurnOrder.DEFAULT;
        }
        if (phaseConfig.turn.onBegin === void 0) {
          phaseConfig.turn.onBegin = ({ G }) => G;
        }
        if (phaseConfig.turn.onEnd === void 0) {
          phaseConfig.turn.onEnd = ({ G }) => G;
        }
        if (phaseConfig.turn.endIf === void 0) {
          phaseConfig.turn.endIf = () => false;
        }
        if (phaseConfig.turn.onMove === void 0) {
          phaseConfig.turn.onMove = ({ G }) => G;
        }
        if (phaseConfig.turn.stages === void 0) {
          phaseConfig.turn.stages = {};
        }
        turnOrder.supportDeprecatedMoveLimit(phaseConfig.turn, true);
        for (const stage in phaseConfig.turn.stages) {
          const stageConfig = phaseConfig.turn.stages[stage];
          const moves2 = stageConfig.moves || {};
          for (const move of Object.keys(moves2)) {
            const key = phase + "." + stage + "." + move;
            moveMap2[key] = moves2[move];
            moveNames2.add(move);
          }
        }
        phaseConfig.wrapped = {
          onBegin: HookWrapper(phaseConfig.onBegin, turnOrder.GameMethod.PHASE_ON_BEGIN),
          onEnd: HookWrapper(phaseConfig.onEnd, turnOrder.GameMethod.PHASE_ON_END),
          endIf: TriggerWrapper(phaseConfig.endIf)
        };
        phaseConfig.turn.wrapped = {
          onMove: HookWrapper(phaseConfig.turn.onMove, turnOrder.GameMethod.TURN_ON_MOVE),
          onBegin: HookWrapper(phaseConfig.turn.onBegin, turnOrder.GameMethod.TURN_ON_BEGIN),
          onEnd: HookWrapper(phaseConfig.turn.onEnd, turnOrder.GameMethod.TURN_ON_END),
          endIf: TriggerWrapper(phaseConfig.turn.endIf)
        };
        if (typeof phaseConfig.next !== "function") {
          const { next } = phaseConfig;
          phaseConfig.next = () => next || null;
        }
        phaseConfig.wrapped.next = TriggerWrapper(phaseConfig.next);
      }
      function GetPhase(ctx) {
        return ctx.phase ? phaseMap[ctx.phase] : phaseMap[""];
      }
      function OnMove(state) {
        return state;
      }
      function Process(state, events2) {
        const phasesEnded = /* @__PURE__ */ new Set();
        const turnsEnded = /* @__PURE__ */ new Set();
        for (let i = 0; i < events2.length; i++) {
          const { fn, arg, ...rest } = events2[i];
          if (fn === EndPhase) {
            turnsEnded.clear();
            const phase = state.ctx.phase;
            if (phasesEnded.has(phase)) {
              const ctx = { ...state.ctx, phase: null };
              return { ...state, ctx };
            }
            phasesEnded.add(phase);
          }
          const next = [];
          state = fn(state, {
            ...rest,
            arg,
            next
          });
          if (fn === EndGame) {
            break;
          }
          const shouldEndGame = ShouldEndGame(state);
          if (shouldEndGame) {
            events2.push({
              fn: EndGame,
              arg: shouldEndGame,
              turn: state.ctx.turn,
              phase: state.ctx.phase,
              automatic: true
            });
            continue;
          }
          const shouldEndPhase = ShouldEndPhase(state);
          if (shouldEndPhase) {
            events2.push({
              fn: EndPhase,
              arg: shouldEndPhase,
              turn: state.ctx.turn,
              phase: state.ctx.phase,
              automatic: true
            });
            continue;
          }
          if ([OnMove, UpdateStage, UpdateActivePlayers].includes(fn)) {
            const shouldEndTurn = ShouldEndTurn(state);
            if (shouldEndTurn) {
              events2.push({
                fn: EndTurn,
                arg: shouldEndTurn,
                turn: state.ctx.turn,
                phase: state.ctx.phase,
                automatic: true
              });
              continue;
            }
          }
          events2.push(...next);
        }
        return state;
      }
      function StartGame(state, { next }) {
        next.push({ fn: StartPhase });
        return state;
      }
      function StartPhase(state, { next }) {
        let { G, ctx } = state;
        const phaseConfig = GetPhase(ctx);
        G = phaseConfig.wrapped.onBegin(state);
        next.push({ fn: StartTurn });
        return { ...state, G, ctx };
      }
      function StartTurn(state, { currentPlayer }) {
        let { ctx } = state;
        const phaseConfig = GetPhase(ctx);
        if (currentPlayer) {
          ctx = { ...ctx, currentPlayer };
          if (phaseConfig.turn.activePlayers) {
            ctx = turnOrder.SetActivePlayers(ctx, phaseConfig.turn.activePlayers);
          }
        } else {
          ctx = turnOrder.InitTurnOrderState(state, phaseConfig.turn);
        }
        const turn2 = ctx.turn + 1;
        ctx = { ...ctx, turn: turn2, numMoves: 0, _prevActivePlayers: [] };
        const G = phaseConfig.turn.wrapped.onBegin({ ...state, ctx });
        return { ...state, G, ctx, _undo: [], _redo: [] };
      }
      function UpdatePhase(state, { arg, next, phase }) {
        const phaseConfig = GetPhase({ phase });
        let { ctx } = state;
        if (arg && arg.next) {
          if (arg.next in phaseMap) {
            ctx = { ...ctx, phase: arg.next };
          } else {
            turnOrder.error("invalid phase: " + arg.next);
            return state;
          }
        } else {
          ctx = { ...ctx, phase: phaseConfig.wrapped.next(state) || null };
        }
        state = { ...state, ctx };
        next.push({ fn: StartPhase });
        return state;
      }
      function UpdateTurn(state, { arg, currentPlayer, next }) {
        let { G, ctx } = state;
        const phaseConfig = GetPhase(ctx);
        const { endPhase, ctx: newCtx } = turnOrder.UpdateTurnOrderState(state, currentPlayer, phaseConfig.turn, arg);
        ctx = newCtx;
        state = { ...state, G, ctx };
        if (endPhase) {
          next.push({ fn: EndPhase, turn: ctx.turn, phase: ctx.phase });
        } else {
          next.push({ fn: StartTurn, currentPlayer: ctx.currentPlayer });
        }
        return state;
      }
      function UpdateStage(state, { arg, playerID }) {
        if (typeof arg === "string" || arg === turnOrder.Stage.NULL) {
          arg = { stage: arg };
        }
        if (typeof arg !== "object")
          return state;
        turnOrder.supportDeprecatedMoveLimit(arg);
        let { ctx } = state;
        let { activePlayers, _activePlayersMinMoves, _activePlayersMaxMoves, _activePlayersNumMoves } = ctx;
        if (arg.stage !== void 0) {
          if (activePlayers === null) {
            activePlayers = {};
          }
          activePlayers[playerID] = arg.stage;
          _activePlayersNumMoves[playerID] = 0;
          if (arg.minMoves) {
            if (_activePlayersMinMoves === null) {
              _activePlayersMinMoves = {};
            }
            _activePlayersMinMoves[playerID] = arg.minMoves;
          }
          if (arg.maxMoves) {
            if (_activePlayersMaxMoves === null) {
              _activePlayersMaxMoves = {};
            }
            _activePlayersMaxMoves[playerID] = arg.maxMoves;
          }
        }
        ctx = {
          ...ctx,
          activePlayers,
          _activePlayersMinMoves,
          _activePlayersMaxMoves,
          _activePlayersNumMoves
        };
        return { ...state, ctx };
      }
      function UpdateActivePlayers(state, { arg }) {
        return { ...state, ctx: turnOrder.SetActivePlayers(state.ctx, arg) };
      }
      function ShouldEndGame(state) {
        return wrapped.endIf(state);
      }
      function ShouldEndPhase(state) {
        const phaseConfig = GetPhase(state.ctx);
        return phaseConfig.wrapped.endIf(state);
      }
      function ShouldEndTurn(state) {
        const phaseConfig = GetPhase(state.ctx);
        const currentPlayerMoves = state.ctx.numMoves || 0;
        if (phaseConfig.turn.maxMoves && currentPlayerMoves >= phaseConfig.turn.maxMoves) {
          return true;
        }
        return phaseConfig.turn.wrapped.endIf(state);
      }
      function EndGame(state, { arg, phase }) {
        state = EndPhase(state, { phase });
        if (arg === void 0) {
          arg = true;
        }
        state = { ...state, ctx: { ...state.ctx, gameover: arg } };
        const G = wrapped.onEnd(state);
        return { ...state, G };
      }
      function EndPhase(state, { arg, next, turn: initialTurn, automatic }) {
        state = EndTurn(state, { turn: initialTurn, force: true, automatic: true });
        const { phase, turn: turn2 } = state.ctx;
        if (next) {
          next.push({ fn: UpdatePhase, arg, phase });
        }
        if (phase === null) {
          return state;
        }
        const phaseConfig = GetPhase(state.ctx);
        const G = phaseConfig.wrapped.onEnd(state);
        const ctx = { ...state.ctx, phase: null };
        const action = turnOrder.gameEvent("endPhase", arg);
        const { _stateID } = state;
        const logEntry = { action, _stateID, turn: turn2, phase };
        if (automatic)
          logEntry.automatic = true;
        const deltalog = [...state.deltalog || [], logEntry];
        return { ...state, G, ctx, deltalog };
      }
      function EndTurn(state, { arg, next, turn: initialTurn, force, automatic, playerID }) {
        if (initialTurn !== state.ctx.turn) {
          return state;
        }
        const { currentPlayer, numMoves, phase, turn: turn2 } = state.ctx;
        const phaseConfig = GetPhase(state.ctx);
        const currentPlayerMoves = numMoves || 0;
        if (!force && phaseConfig.turn.minMoves && currentPlayerMoves < phaseConfig.turn.minMoves) {
          turnOrder.info(`cannot end turn before making ${phaseConfig.turn.minMoves} moves`);
          return state;
        }
        const G = phaseConfig.turn.wrapped.onEnd(state);
        if (next) {
          next.push({ fn: UpdateTurn, arg, currentPlayer });
        }
        let ctx = { ...state.ctx, activePlayers: null };
        if (arg && arg.remove) {
          playerID = playerID || currentPlayer;
          const playOrder = ctx.playOrder.filter((i) => i != playerID);
          const playOrderPos = ctx.playOrderPos > playOrder.length - 1 ? 0 : ctx.playOrderPos;
          ctx = { ...ctx, playOrder, playOrderPos };
          if (playOrder.length === 0) {
            next.push({ fn: EndPhase, turn: turn2, phase });
            return state;
          }
        }
        const action = turnOrder.gameEvent("endTurn", arg);
        const { _stateID } = state;
        const logEntry = { action, _stateID, turn: turn2, phase };
        if (automatic)
          logEntry.automatic = true;
        const deltalog = [...state.deltalog || [], logEntry];
        return { ...state, G, ctx, deltalog, _undo: [], _redo: [] };
      }
      function EndStage(state, { arg, next, automatic, playerID }) {
        playerID = playerID || state.ctx.currentPlayer;
        let { ctx, _stateID } = state;
        let { activePlayers, _activePlayersNumMoves, _activePlayersMinMoves, _activePlayersMaxMoves, phase, turn: turn2 } = ctx;
        const playerInStage = activePlayers !== null && playerID in activePlayers;
        const phaseConfig = GetPhase(ctx);
        if (!arg && playerInStage) {
          const stage = phaseConfig.turn.stages[activePlayers[playerID]];
          if (stage && stage.next) {
            arg = stage.next;
          }
        }
        if (next) {
          next.push({ fn: UpdateStage, arg, playerID });
        }
        if (!playerInStage)
          return state;
        const currentPlayerMoves = _activePlayersNumMoves[playerID] || 0;
        if (_activePlayersMinMoves && _activePlayersMinMoves[playerID] && currentPlayerMoves < _activePlayersMinMoves[playerID]) {
          turnOrder.info(`cannot end stage before making ${_activePlayersMinMoves[playerID]} moves`);
          return state;
        }
        activePlayers = { ...activePlayers };
        delete activePlayers[playerID];
        if (_activePlayersMinMoves) {
          _activePlayersMinMoves = { ..._activePlayersMinMoves };
          delete _activePlayersMinMoves[playerID];
        }
        if (_activePlayersMaxMoves) {
          _activePlayersMaxMoves = { ..._activePlayersMaxMoves };
          delete _activePlayersMaxMoves[playerID];
        }
        ctx = turnOrder.UpdateActivePlayersOnceEmpty({
          ...ctx,
          activePlayers,
          _activePlayersMinMoves,
          _activePlayersMaxMoves
        });
        const action = turnOrder.gameEvent("endStage", arg);
        const logEntry = { action, _stateID, turn: turn2, phase };
        if (automatic)
          logEntry.automatic = true;
        const deltalog = [...state.deltalog || [], logEntry];
        return { ...state, ctx, deltalog };
      }
      function GetMove(ctx, name, playerID) {
        const phaseConfig = GetPhase(ctx);
        const stages = phaseConfig.turn.stages;
        const { activePlayers } = ctx;
        if (activePlayers && activePlayers[playerID] !== void 0 && activePlayers[playerID] !== turnOrder.Stage.NULL && stages[activePlayers[playerID]] !== void 0 && stages[activePlayers[playerID]].moves !== void 0) {
          const stage = stages[activePlayers[playerID]];
          const moves2 = stage.moves;
          if (name in moves2) {
            return moves2[name];
          }
        } else if (phaseConfig.moves) {
          if (name in phaseConfig.moves) {
            return phaseConfig.moves[name];
          }
        } else if (name in moves) {
          return moves[name];
        }
        return null;
      }
      function ProcessMove(state, action) {
        const { playerID, type } = action;
        const { currentPlayer, activePlayers, _activePlayersMaxMoves } = state.ctx;
        const move = GetMove(state.ctx, type, playerID);
        const shouldCount = !move || typeof move === "function" || move.noLimit !== true;
        let { numMoves, _activePlayersNumMoves } = state.ctx;
        if (shouldCount) {
          if (playerID === currentPlayer)
            numMoves++;
          if (activePlayers)
            _activePlayersNumMoves[playerID]++;
        }
        state = {
          ...state,
          ctx: {
            ...state.ctx,
            numMoves,
            _activePlayersNumMoves
          }
        };
        if (_activePlayersMaxMoves && _activePlayersNumMoves[playerID] >= _activePlayersMaxMoves[playerID]) {
          state = EndStage(state, { playerID, automatic: true });
        }
        const phaseConfig = GetPhase(state.ctx);
        const G = phaseConfig.turn.wrapped.onMove({ ...state, playerID });
        state = { ...state, G };
        const events2 = [{ fn: OnMove }];
        return Process(state, events2);
      }
      function SetStageEvent(state, playerID, arg) {
        return Process(state, [{ fn: EndStage, arg, playerID }]);
      }
      function EndStageEvent(state, playerID) {
        return Process(state, [{ fn: EndStage, playerID }]);
      }
      function SetActivePlayersEvent(state, _playerID, arg) {
        return Process(state, [{ fn: UpdateActivePlayers, arg }]);
      }
      function SetPhaseEvent(state, _playerID, newPhase) {
        return Process(state, [
          {
            fn: EndPhase,
            phase: state.ctx.phase,
            turn: state.ctx.turn,
            arg: { next: newPhase }
          }
        ]);
      }
      function EndPhaseEvent(state) {
        return Process(state, [
          { fn: EndPhase, phase: state.ctx.phase, turn: state.ctx.turn }
        ]);
      }
      function EndTurnEvent(state, _playerID, arg) {
        return Process(state, [
          { fn: EndTurn, turn: state.ctx.turn, phase: state.ctx.phase, arg }
        ]);
      }
      function PassEvent(state, _playerID, arg) {
        return Process(state, [
          {
            fn: EndTurn,
            turn: state.ctx.turn,
            phase: state.ctx.phase,
            force: true,
            arg
          }
        ]);
      }
      function EndGameEvent(state, _playerID, arg) {
        return Process(state, [
          { fn: EndGame, turn: state.ctx.turn, phase: state.ctx.phase, arg }
        ]);
      }
      const eventHandlers = {
        endStage: EndStageEvent,
        setStage: SetStageEvent,
        endTurn: EndTurnEvent,
        pass: PassEvent,
        endPhase: EndPhaseEvent,
        setPhase: SetPhaseEvent,
        endGame: EndGameEvent,
        setActivePlayers: SetActivePlayersEvent
      };
      const enabledEventNames = [];
      if (events.endTurn !== false) {
        enabledEventNames.push("endTurn");
      }
      if (events.pass !== false) {
        enabledEventNames.push("pass");
      }
      if (events.endPhase !== false) {
        enabledEventNames.push("endPhase");
      }
      if (events.setPhase !== false) {
        enabledEventNames.push("setPhase");
      }
      if (events.endGame !== false) {
        enabledEventNames.push("endGame");
      }
      if (events.setActivePlayers !== false) {
        enabledEventNames.push("setActivePlayers");
      }
      if (events.endStage !== false) {
        enabledEventNames.push("endStage");
      }
      if (events.setStage !== false) {
        enabledEventNames.push("setStage");
      }
      function ProcessEvent(state, action) {
        const { type, playerID, args } = action.payload;
        if (typeof eventHandlers[type] !== "function")
          return state;
        return eventHandlers[type](state, playerID, ...Array.isArray(args) ? args : [args]);
      }
      function IsPlayerActive(_G, ctx, playerID) {
        if (ctx.activePlayers) {
          return playerID in ctx.activePlayers;
        }
        return ctx.currentPlayer === playerID;
      }
      return {
        ctx: (numPlayers) => ({
          numPlayers,
          turn: 0,
          currentPlayer: "0",
          playOrder: [...Array.from({ length: numPlayers })].map((_, i) => i + ""),
          playOrderPos: 0,
          phase: startingPhase,
          activePlayers: null
        }),
        init: (state) => {
          return Process(state, [{ fn: StartGame }]);
        },
        isPlayerActive: IsPlayerActive,
        eventHandlers,
        eventNames: Object.keys(eventHandlers),
        enabledEventNames,
        moveMap: moveMap2,
        moveNames: [...moveNames2.values()],
        processMove: ProcessMove,
        processEvent: ProcessEvent,
        getMove: GetMove
      };
    }
    function IsProcessed(game) {
      return game.processMove !== void 0;
    }
    function ProcessGameConfig2(game) {
      if (IsProcessed(game)) {
        return game;
      }
      if (game.name === void 0)
        game.name = "default";
      if (game.deltaState === void 0)
        game.deltaState = false;
      if (game.disableUndo === void 0)
        game.disableUndo = false;
      if (game.setup === void 0)
        game.setup = () => ({});
      if (game.moves === void 0)
        game.moves = {};
      if (game.playerView === void 0)
        game.playerView = ({ G }) => G;
      if (game.plugins === void 0)
        game.plugins = [];
      game.plugins.forEach((plugin) => {
        if (plugin.name === void 0) {
          throw new Error("Plugin missing name attribute");
        }
        if (plugin.name.includes(" ")) {
          throw new Error(plugin.name + ": Plugin name must not include spaces");
        }
      });
      if (game.name.includes(" ")) {
        throw new Error(game.name + ": Game name must not include spaces");
      }
      const flow = Flow2(game);
      return {
        ...game,
        flow,
        moveNames: flow.moveNames,
        pluginNames: game.plugins.map((p) => p.name),
        processMove: (state, action) => {
          let moveFn = flow.getMove(state.ctx, action.type, action.playerID);
          if (IsLongFormMove(moveFn)) {
            moveFn = moveFn.move;
          }
          if (moveFn instanceof Function) {
            const fn = turnOrder.FnWrap(moveFn, turnOrder.GameMethod.MOVE, game.plugins);
            let args = [];
            if (action.args !== void 0) {
              args = Array.isArray(action.args) ? action.args : [action.args];
            }
            const context = {
              ...turnOrder.GetAPIs(state),
              G: state.G,
              ctx: state.ctx,
              playerID: action.playerID
            };
            return fn(context, ...args);
          }
          turnOrder.error(`invalid move object: ${action.type}`);
          return state.G;
        }
      };
    }
    function IsLongFormMove(move) {
      return move instanceof Object && move.move !== void 0;
    }
    var UpdateErrorType;
    (function(UpdateErrorType2) {
      UpdateErrorType2["UnauthorizedAction"] = "update/unauthorized_action";
      UpdateErrorType2["MatchNotFound"] = "update/match_not_found";
      UpdateErrorType2["PatchFailed"] = "update/patch_failed";
    })(UpdateErrorType || (UpdateErrorType = {}));
    var ActionErrorType;
    (function(ActionErrorType2) {
      ActionErrorType2["StaleStateId"] = "action/stale_state_id";
      ActionErrorType2["UnavailableMove"] = "action/unavailable_move";
      ActionErrorType2["InvalidMove"] = "action/invalid_move";
      ActionErrorType2["InactivePlayer"] = "action/inactive_player";
      ActionErrorType2["GameOver"] = "action/gameover";
      ActionErrorType2["ActionDisabled"] = "action/action_disabled";
      ActionErrorType2["ActionInvalid"] = "action/action_invalid";
      ActionErrorType2["PluginActionInvalid"] = "action/plugin_invalid";
    })(ActionErrorType || (ActionErrorType = {}));
    var actionHasPlayerID = (action) => action.payload.playerID !== null && action.payload.playerID !== void 0;
    var CanUndoMove = (G, ctx, move) => {
      function HasUndoable(move2) {
        return move2.undoable !== void 0;
      }
      function IsFunction(undoable) {
        return undoable instanceof Function;
      }
      if (!HasUndoable(move)) {
        return true;
      }
      if (IsFunction(move.undoable)) {
        return move.undoable({ G, ctx });
      }
      return move.undoable;
    };
    function updateUndoRedoState(state, opts) {
      if (opts.game.disableUndo)
        return state;
      const undoEntry = {
        G: state.G,
        ctx: state.ctx,
        plugins: state.plugins,
        playerID: opts.action.payload.playerID || state.ctx.currentPlayer
      };
      if (opts.action.type === "MAKE_MOVE") {
        undoEntry.moveType = opts.action.payload.type;
      }
      return {
        ...state,
        _undo: [...state._undo, undoEntry],
        // Always reset redo stack when making a move or event
        _redo: []
      };
    }
    function initializeDeltalog(state, action, move) {
      const logEntry = {
        action,
        _stateID: state._stateID,
        turn: state.ctx.turn,
        phase: state.ctx.phase
      };
      const pluginLogMetadata = state.plugins.log.data.metadata;
      if (pluginLogMetadata !== void 0) {
        logEntry.metadata = pluginLogMetadata;
      }
      if (typeof move === "object" && move.redact === true) {
        logEntry.redact = true;
      } else if (typeof move === "object" && move.redact instanceof Function) {
        logEntry.redact = move.redact({ G: state.G, ctx: state.ctx });
      }
      return {
        ...state,
        deltalog: [logEntry]
      };
    }
    function flushAndValidatePlugins(state, oldState, pluginOpts) {
      const [newState, isInvalid] = turnOrder.FlushAndValidate(state, pluginOpts);
      if (!isInvalid)
        return [newState];
      return [
        newState,
        WithError(oldState, ActionErrorType.PluginActionInvalid, isInvalid)
      ];
    }
    function ExtractTransients(transientState) {
      if (!transientState) {
        return [null, void 0];
      }
      const { transients, ...state } = transientState;
      return [state, transients];
    }
    function WithError(state, errorType, payload) {
      const error = {
        type: errorType,
        payload
      };
      return {
        ...state,
        transients: {
          error
        }
      };
    }
    var TransientHandlingMiddleware = (store) => (next) => (action) => {
      const result = next(action);
      switch (action.type) {
        case turnOrder.STRIP_TRANSIENTS: {
          return result;
        }
        default: {
          const [, transients] = ExtractTransients(store.getState());
          if (typeof transients !== "undefined") {
            store.dispatch(turnOrder.stripTransients());
            return {
              ...result,
              transients
            };
          }
          return result;
        }
      }
    };
    function CreateGameReducer2({ game, isClient }) {
      game = ProcessGameConfig2(game);
      return (stateWithTransients = null, action) => {
        let [
          state
          /*, transients */
        ] = ExtractTransients(stateWithTransients);
        switch (action.type) {
          case turnOrder.STRIP_TRANSIENTS: {
            return state;
          }
          case turnOrder.GAME_EVENT: {
            state = { ...state, deltalog: [] };
            if (isClient) {
              return state;
            }
            if (state.ctx.gameover !== void 0) {
              turnOrder.error(`cannot call event after game end`);
              return WithError(state, ActionErrorType.GameOver);
            }
            if (actionHasPlayerID(action) && !game.flow.isPlayerActive(state.G, state.ctx, action.payload.playerID)) {
              turnOrder.error(`disallowed event: ${action.payload.type}`);
              return WithError(state, ActionErrorType.InactivePlayer);
            }
            state = turnOrder.Enhance(state, {
              game,
              isClient: false,
              playerID: action.payload.playerID
            });
            let newState = game.flow.processEvent(state, action);
            let stateWithError;
            [newState, stateWithError] = flushAndValidatePlugins(newState, state, {
              game,
              isClient: false
            });
            if (stateWithError)
              return stateWithError;
            newState = updateUndoRedoState(newState, { game, action });
            return { ...newState, _stateID: state._stateID + 1 };
          }
          case turnOrder.MAKE_MOVE: {
            const oldState = state = { ...state, deltalog: [] };
            const move = game.flow.getMove(state.ctx, action.payload.type, action.payload.playerID || state.ctx.currentPlayer);
            if (move === null) {
              turnOrder.error(`disallowed move: ${action.payload.type}`);
              return WithError(state, ActionErrorType.UnavailableMove);
            }
            if (isClient && move.client === false) {
              return state;
            }
            if (state.ctx.gameover !== void 0) {
              turnOrder.error(`cannot make move after game end`);
              return WithError(state, ActionErrorType.GameOver);
            }
            if (actionHasPlayerID(action) && !game.flow.isPlayerActive(state.G, state.ctx, action.payload.playerID)) {
              turnOrder.error(`disallowed move: ${action.payload.type}`);
              return WithError(state, ActionErrorType.InactivePlayer);
            }
            state = turnOrder.Enhance(state, {
              game,
              isClient,
              playerID: action.payload.playerID
            });
            const G = game.processMove(state, action.payload);
            if (G === turnOrder.INVALID_MOVE) {
              turnOrder.error(`invalid move: ${action.payload.type} args: ${action.payload.args}`);
              return WithError(state, ActionErrorType.InvalidMove);
            }
            const newState = { ...state, G };
            if (isClient && turnOrder.NoClient(newState, { game })) {
              return state;
            }
            state = newState;
            if (isClient) {
              let stateWithError2;
              [state, stateWithError2] = flushAndValidatePlugins(state, oldState, {
                game,
                isClient: true
              });
              if (stateWithError2)
                return stateWithError2;
              return {
                ...state,
                _stateID: state._stateID + 1
              };
            }
            state = initializeDeltalog(state, action, move);
            state = game.flow.processMove(state, action.payload);
            let stateWithError;
            [state, stateWithError] = flushAndValidatePlugins(state, oldState, {
              game
            });
            if (stateWithError)
              return stateWithError;
            state = updateUndoRedoState(state, { game, action });
            return {
              ...state,
              _stateID: state._stateID + 1
            };
          }
          case turnOrder.RESET:
          case turnOrder.UPDATE:
          case turnOrder.SYNC: {
            return action.state;
          }
          case turnOrder.UNDO: {
            state = { ...state, deltalog: [] };
            if (game.disableUndo) {
              turnOrder.error("Undo is not enabled");
              return WithError(state, ActionErrorType.ActionDisabled);
            }
            const { G, ctx, _undo, _redo, _stateID } = state;
            if (_undo.length < 2) {
              turnOrder.error(`No moves to undo`);
              return WithError(state, ActionErrorType.ActionInvalid);
            }
            const last = _undo[_undo.length - 1];
            const restore = _undo[_undo.length - 2];
            if (actionHasPlayerID(action) && action.payload.playerID !== last.playerID) {
              turnOrder.error(`Cannot undo other players' moves`);
              return WithError(state, ActionErrorType.ActionInvalid);
            }
            if (last.moveType) {
              const lastMove = game.flow.getMove(restore.ctx, last.moveType, last.playerID);
              if (!CanUndoMove(G, ctx, lastMove)) {
                turnOrder.error(`Move cannot be undone`);
                return WithError(state, ActionErrorType.ActionInvalid);
              }
            }
            state = initializeDeltalog(state, action);
            return {
              ...state,
              G: restore.G,
              ctx: restore.ctx,
              plugins: restore.plugins,
              _stateID: _stateID + 1,
              _undo: _undo.slice(0, -1),
              _redo: [last, ..._redo]
            };
          }
          case turnOrder.REDO: {
            state = { ...state, deltalog: [] };
            if (game.disableUndo) {
              turnOrder.error("Redo is not enabled");
              return WithError(state, ActionErrorType.ActionDisabled);
            }
            const { _undo, _redo, _stateID } = state;
            if (_redo.length === 0) {
              turnOrder.error(`No moves to redo`);
              return WithError(state, ActionErrorType.ActionInvalid);
            }
            const first = _redo[0];
            if (actionHasPlayerID(action) && action.payload.playerID !== first.playerID) {
              turnOrder.error(`Cannot redo other players' moves`);
              return WithError(state, ActionErrorType.ActionInvalid);
            }
            state = initializeDeltalog(state, action);
            return {
              ...state,
              G: first.G,
              ctx: first.ctx,
              plugins: first.plugins,
              _stateID: _stateID + 1,
              _undo: [..._undo, first],
              _redo: _redo.slice(1)
            };
          }
          case turnOrder.PLUGIN: {
            return turnOrder.ProcessAction(state, action, { game });
          }
          case turnOrder.PATCH: {
            const oldState = state;
            const newState = JSON.parse(JSON.stringify(oldState));
            const patchError = rfc6902.applyPatch(newState, action.patch);
            const hasError = patchError.some((entry) => entry !== null);
            if (hasError) {
              turnOrder.error(`Patch ${JSON.stringify(action.patch)} apply failed`);
              return WithError(oldState, UpdateErrorType.PatchFailed, patchError);
            } else {
              return newState;
            }
          }
          default: {
            return state;
          }
        }
      };
    }
    exports.CreateGameReducer = CreateGameReducer2;
    exports.IsLongFormMove = IsLongFormMove;
    exports.ProcessGameConfig = ProcessGameConfig2;
    exports.TransientHandlingMiddleware = TransientHandlingMiddleware;
  }
});

// ../node_modules/boardgame.io/dist/cjs/initialize-648ccd94.js
var require_initialize_648ccd94 = __commonJS({
  "../node_modules/boardgame.io/dist/cjs/initialize-648ccd94.js"(exports) {
    "use strict";
    var turnOrder = require_turn_order_4ab12333();
    var reducer = require_reducer_6f7cf6b0();
    function InitializeGame2({ game, numPlayers, setupData }) {
      game = reducer.ProcessGameConfig(game);
      if (!numPlayers) {
        numPlayers = 2;
      }
      const ctx = game.flow.ctx(numPlayers);
      let state = {
        // User managed state.
        G: {},
        // Framework managed state.
        ctx,
        // Plugin related state.
        plugins: {}
      };
      state = turnOrder.Setup(state, { game });
      state = turnOrder.Enhance(state, { game, playerID: void 0 });
      const pluginAPIs = turnOrder.GetAPIs(state);
      state.G = game.setup({ ...pluginAPIs, ctx: state.ctx }, setupData);
      let initial = {
        ...state,
        // List of {G, ctx} pairs that can be undone.
        _undo: [],
        // List of {G, ctx} pairs that can be redone.
        _redo: [],
        // A monotonically non-decreasing ID to ensure that
        // state updates are only allowed from clients that
        // are at the same version that the server.
        _stateID: 0
      };
      initial = game.flow.init(initial);
      [initial] = turnOrder.FlushAndValidate(initial, { game });
      if (!game.disableUndo) {
        initial._undo = [
          {
            G: initial.G,
            ctx: initial.ctx,
            plugins: initial.plugins
          }
        ];
      }
      return initial;
    }
    exports.InitializeGame = InitializeGame2;
  }
});

// ../node_modules/boardgame.io/dist/cjs/transport-b1874dfa.js
var require_transport_b1874dfa = __commonJS({
  "../node_modules/boardgame.io/dist/cjs/transport-b1874dfa.js"(exports) {
    "use strict";
    var Transport = class {
      constructor({ transportDataCallback, gameName, playerID, matchID, credentials, numPlayers }) {
        this.connectionStatusCallback = () => {
        };
        this.isConnected = false;
        this.transportDataCallback = transportDataCallback;
        this.gameName = gameName || "default";
        this.playerID = playerID || null;
        this.matchID = matchID || "default";
        this.credentials = credentials;
        this.numPlayers = numPlayers || 2;
      }
      /** Subscribe to connection state changes. */
      subscribeToConnectionStatus(fn) {
        this.connectionStatusCallback = fn;
      }
      /** Transport implementations should call this when they connect/disconnect. */
      setConnectionStatus(isConnected) {
        this.isConnected = isConnected;
        this.connectionStatusCallback();
      }
      /** Transport implementations should call this when they receive data from a master. */
      notifyClient(data) {
        this.transportDataCallback(data);
      }
    };
    exports.Transport = Transport;
  }
});

// ../node_modules/boardgame.io/dist/cjs/util-abef9b9f.js
var require_util_abef9b9f = __commonJS({
  "../node_modules/boardgame.io/dist/cjs/util-abef9b9f.js"(exports) {
    "use strict";
    var initialize = require_initialize_648ccd94();
    var Type;
    (function(Type2) {
      Type2[Type2["SYNC"] = 0] = "SYNC";
      Type2[Type2["ASYNC"] = 1] = "ASYNC";
    })(Type || (Type = {}));
    function isSynchronous(storageAPI) {
      return storageAPI.type() === Type.SYNC;
    }
    var Async = class {
      /* istanbul ignore next */
      type() {
        return Type.ASYNC;
      }
      /**
       * Create a new match.
       *
       * This might just need to call setState and setMetadata in
       * most implementations.
       *
       * However, it exists as a separate call so that the
       * implementation can provision things differently when
       * a match is created.  For example, it might stow away the
       * initial match state in a separate field for easier retrieval.
       */
      /* istanbul ignore next */
      async createMatch(matchID, opts) {
        if (this.createGame) {
          console.warn("The database connector does not implement a createMatch method.", "\nUsing the deprecated createGame method instead.");
          return this.createGame(matchID, opts);
        } else {
          console.error("The database connector does not implement a createMatch method.");
        }
      }
      /**
       * Return all matches.
       */
      /* istanbul ignore next */
      async listMatches(opts) {
        if (this.listGames) {
          console.warn("The database connector does not implement a listMatches method.", "\nUsing the deprecated listGames method instead.");
          return this.listGames(opts);
        } else {
          console.error("The database connector does not implement a listMatches method.");
        }
      }
    };
    var Sync = class {
      type() {
        return Type.SYNC;
      }
      /**
       * Connect.
       */
      connect() {
        return;
      }
      /**
       * Create a new match.
       *
       * This might just need to call setState and setMetadata in
       * most implementations.
       *
       * However, it exists as a separate call so that the
       * implementation can provision things differently when
       * a match is created.  For example, it might stow away the
       * initial match state in a separate field for easier retrieval.
       */
      /* istanbul ignore next */
      createMatch(matchID, opts) {
        if (this.createGame) {
          console.warn("The database connector does not implement a createMatch method.", "\nUsing the deprecated createGame method instead.");
          return this.createGame(matchID, opts);
        } else {
          console.error("The database connector does not implement a createMatch method.");
        }
      }
      /**
       * Return all matches.
       */
      /* istanbul ignore next */
      listMatches(opts) {
        if (this.listGames) {
          console.warn("The database connector does not implement a listMatches method.", "\nUsing the deprecated listGames method instead.");
          return this.listGames(opts);
        } else {
          console.error("The database connector does not implement a listMatches method.");
        }
      }
    };
    var createMetadata = ({ game, unlisted, setupData, numPlayers }) => {
      const metadata = {
        gameName: game.name,
        unlisted: !!unlisted,
        players: {},
        createdAt: Date.now(),
        updatedAt: Date.now()
      };
      if (setupData !== void 0)
        metadata.setupData = setupData;
      for (let playerIndex = 0; playerIndex < numPlayers; playerIndex++) {
        metadata.players[playerIndex] = { id: playerIndex };
      }
      return metadata;
    };
    var createMatch = ({ game, numPlayers, setupData, unlisted }) => {
      if (!numPlayers || typeof numPlayers !== "number")
        numPlayers = 2;
      const setupDataError = game.validateSetupData && game.validateSetupData(setupData, numPlayers);
      if (setupDataError !== void 0)
        return { setupDataError };
      const metadata = createMetadata({ game, numPlayers, setupData, unlisted });
      const initialState2 = initialize.InitializeGame({ game, numPlayers, setupData });
      return { metadata, initialState: initialState2 };
    };
    exports.Async = Async;
    exports.Sync = Sync;
    exports.createMatch = createMatch;
    exports.isSynchronous = isSynchronous;
  }
});

// ../node_modules/boardgame.io/dist/cjs/filter-player-view-a8eeb11e.js
var require_filter_player_view_a8eeb11e = __commonJS({
  "../node_modules/boardgame.io/dist/cjs/filter-player-view-a8eeb11e.js"(exports) {
    "use strict";
    var turnOrder = require_turn_order_4ab12333();
    var rfc6902 = require_rfc6902();
    var applyPlayerView = (game, playerID, state) => ({
      ...state,
      G: game.playerView({ G: state.G, ctx: state.ctx, playerID }),
      plugins: turnOrder.PlayerView(state, { playerID, game }),
      deltalog: void 0,
      _undo: [],
      _redo: []
    });
    var getFilterPlayerView = (game) => (playerID, payload) => {
      switch (payload.type) {
        case "patch": {
          const [matchID, stateID, prevState, state] = payload.args;
          const log = redactLog(state.deltalog, playerID);
          const filteredState = applyPlayerView(game, playerID, state);
          const newStateID = state._stateID;
          const prevFilteredState = applyPlayerView(game, playerID, prevState);
          const patch = rfc6902.createPatch(prevFilteredState, filteredState);
          return {
            type: "patch",
            args: [matchID, stateID, newStateID, patch, log]
          };
        }
        case "update": {
          const [matchID, state] = payload.args;
          const log = redactLog(state.deltalog, playerID);
          const filteredState = applyPlayerView(game, playerID, state);
          return {
            type: "update",
            args: [matchID, filteredState, log]
          };
        }
        case "sync": {
          const [matchID, syncInfo] = payload.args;
          const filteredState = applyPlayerView(game, playerID, syncInfo.state);
          const log = redactLog(syncInfo.log, playerID);
          const newSyncInfo = {
            ...syncInfo,
            state: filteredState,
            log
          };
          return {
            type: "sync",
            args: [matchID, newSyncInfo]
          };
        }
        default: {
          return payload;
        }
      }
    };
    function redactLog(log, playerID) {
      if (log === void 0) {
        return log;
      }
      return log.map((logEvent) => {
        if (playerID !== null && +playerID === +logEvent.action.payload.playerID) {
          return logEvent;
        }
        if (logEvent.redact !== true) {
          return logEvent;
        }
        const payload = {
          ...logEvent.action.payload,
          args: null
        };
        const filteredEvent = {
          ...logEvent,
          action: { ...logEvent.action, payload }
        };
        const { redact, ...remaining } = filteredEvent;
        return remaining;
      });
    }
    exports.getFilterPlayerView = getFilterPlayerView;
  }
});

// ../node_modules/boardgame.io/dist/cjs/internal.js
var require_internal = __commonJS({
  "../node_modules/boardgame.io/dist/cjs/internal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    require_turn_order_4ab12333();
    require_dist();
    require_plugin_random_7425844d();
    require_lodash();
    var reducer = require_reducer_6f7cf6b0();
    require_rfc6902();
    var initialize = require_initialize_648ccd94();
    var transport = require_transport_b1874dfa();
    var util = require_util_abef9b9f();
    var filterPlayerView = require_filter_player_view_a8eeb11e();
    exports.CreateGameReducer = reducer.CreateGameReducer;
    exports.ProcessGameConfig = reducer.ProcessGameConfig;
    exports.InitializeGame = initialize.InitializeGame;
    exports.Transport = transport.Transport;
    exports.Async = util.Async;
    exports.Sync = util.Sync;
    exports.createMatch = util.createMatch;
    exports.getFilterPlayerView = filterPlayerView.getFilterPlayerView;
  }
});

// ../packages/games/src/load.ts
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve as resolve3 } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// ../packages/dsl/src/diagnostics/codes.ts
var Codes = {
  /** The file is not valid YAML. */
  YamlSyntax: "yaml/syntax",
  /** A key the schema does not know. */
  UnknownKey: "schema/unknown-key",
  /** A value of the wrong type. */
  WrongType: "schema/type",
  /** A required key is missing. */
  MissingKey: "schema/missing",
  /** A value outside what the schema allows (range, pattern, enum). */
  InvalidValue: "schema/invalid",
  /** Two things share one name. */
  Duplicate: "name/duplicate",
  /** A zone name that no zone has. */
  UnknownZone: "zone/unknown",
  /** A zone used in a way its kind does not allow (a row used as a pile, a player zone without a seat). */
  ZoneKind: "zone/kind",
  /** A card type that is not declared. */
  UnknownCardType: "card/unknown-type",
  /** A card attribute that the card type does not declare, or a value of the wrong type. */
  CardAttribute: "card/attribute",
  /** A phase name that no phase has. */
  UnknownPhase: "phase/unknown",
  /** A move name that no move has. */
  UnknownMove: "move/unknown",
  /** A hook name that the game's hooks do not implement. */
  UnknownHook: "hook/unknown",
  /** A setup option name that is not declared. */
  UnknownOption: "option/unknown",
  /** A variable that is not declared. */
  UnknownVar: "var/unknown",
  /** An expression that does not parse. */
  ExprSyntax: "expr/syntax",
  /** An expression names something that is not in scope. */
  ExprUnknownName: "expr/unknown-name",
  /** An expression reaches for something it may never reach (globals, prototypes, constructors). */
  ExprForbidden: "expr/forbidden",
  /** An expression whose parts have the wrong types. */
  ExprType: "expr/type",
  /** An expression construct the language does not support. */
  ExprUnsupported: "expr/unsupported",
  /** A name bound inside an expression or effect (`card`, `seat`, an `as` name) hides the same name bound outside. */
  ExprShadow: "expr/shadow",
  /** A function called with the wrong number of arguments. */
  ExprArity: "expr/arity",
  /** A deal needs more cards than the deck holds at some allowed player count. */
  DealTooLarge: "deal/too-large",
  /** The player range is empty or out of bounds. */
  PlayersRange: "players/range",
  /** A content file that is missing or cannot be read. */
  ContentMissing: "content/missing",
  /** A content file whose records do not fit the card type. */
  ContentInvalid: "content/invalid",
  /** The flow has no phase to start in, or more than one. */
  FlowStart: "flow/start",
  /** A move argument used wrongly. */
  MoveArg: "move/arg"
};

// ../packages/dsl/src/diagnostics/diagnostic.ts
function formatDiagnostic(d2) {
  const hint = d2.hint ? ` (${d2.hint})` : "";
  return `${d2.file}:${d2.line}:${d2.col}: ${d2.message}${hint} [${d2.code}]`;
}
var DiagnosticError = class extends Error {
  constructor(diagnostics) {
    super(diagnostics.map(formatDiagnostic).join("\n"));
    this.diagnostics = diagnostics;
    this.name = "DiagnosticError";
  }
  diagnostics;
};

// ../packages/dsl/src/diagnostics/did-you-mean.ts
function editDistance(a, b) {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      const cost = a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1;
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + cost);
      diag = tmp;
    }
  }
  return prev[b.length];
}
function closest(name, candidates) {
  let best;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const c of candidates) {
    const d2 = editDistance(name, c);
    if (d2 < bestDistance) {
      best = c;
      bestDistance = d2;
    }
  }
  return best;
}
function suggest(name, candidates) {
  const best = closest(name, candidates);
  if (best !== void 0) return `did you mean "${best}"?`;
  if (candidates.length === 0) return "none are declared";
  const shown = candidates.slice(0, 8).map((c) => `"${c}"`).join(", ");
  return `known: ${shown}${candidates.length > 8 ? ", \u2026" : ""}`;
}

// ../packages/dsl/src/expr/types.ts
var T = {
  number: { t: "number" },
  boolean: { t: "boolean" },
  string: { t: "string" },
  null: { t: "null" },
  words: { t: "words" },
  card: { t: "card" },
  cards: { t: "cards" },
  seats: { t: "seats" },
  numbers: { t: "numbers" },
  groups: { t: "groups" },
  row: { t: "row" }
};
function show(ty) {
  switch (ty.t) {
    case "perSeat":
      return `${show(ty.of)} per seat`;
    case "record":
      return ty.what;
    case "row":
      return "row of piles";
    case "cards":
      return "list of cards";
    case "seats":
      return "list of seats";
    case "numbers":
      return "list of numbers";
    case "groups":
      return "list of groups of cards";
    default:
      return ty.t;
  }
}
function sameType(a, b) {
  if (a.t !== b.t) return false;
  if (a.t === "perSeat" && b.t === "perSeat") return sameType(a.of, b.of);
  return true;
}
function isList(t) {
  return t.t === "cards" || t.t === "seats" || t.t === "numbers" || t.t === "groups";
}
function elementOf(t) {
  return t.t === "cards" ? T.card : t.t === "groups" ? T.cards : T.number;
}
function defaultBinder(t) {
  return t.t === "cards" ? "card" : t.t === "seats" ? "seat" : t.t === "groups" ? "group" : "n";
}

// ../packages/dsl/src/expr/scope.ts
function makeScope(def, extra = {}) {
  const locals = new Map(Object.entries(extra.locals ?? {}));
  if (extra.self) locals.set("self", T.number);
  return { def, args: extra.args ?? /* @__PURE__ */ new Map(), locals };
}
var derived = /* @__PURE__ */ new WeakMap();
function withLocal(scope, name, ty) {
  let byName = derived.get(scope);
  if (!byName) derived.set(scope, byName = /* @__PURE__ */ new Map());
  const key = `${name}:${ty.t}`;
  const hit = byName.get(key);
  if (hit) return hit;
  const locals = new Map(scope.locals);
  locals.set(name, ty);
  const out = { ...scope, locals };
  byName.set(key, out);
  return out;
}
function zoneType(zone) {
  const inner = zone.row ? T.row : zone.order === "set" ? { t: "cards", set: zone.name } : T.cards;
  return zone.scope === "player" ? { t: "perSeat", of: inner } : inner;
}
function optionType(o) {
  return o.type === "enum" ? T.string : o.type === "boolean" ? T.boolean : T.number;
}
function varType(v) {
  const base = v.type === "seat" ? T.number : v.type === "boolean" ? T.boolean : v.type === "string" ? T.string : T.number;
  return v.scope === "player" ? { t: "perSeat", of: base } : base;
}
function cardFields(def) {
  const fields = /* @__PURE__ */ new Map([
    ["id", T.number],
    ["type", T.string]
  ]);
  for (const ct of Object.values(def.cardTypes)) {
    for (const [name, at] of Object.entries(ct.attributes)) {
      if (ct.secret?.includes(name)) continue;
      fields.set(name, at === "number" ? T.number : at === "boolean" ? T.boolean : at === "words" ? T.words : T.string);
    }
  }
  return fields;
}
var GLOBALS = /* @__PURE__ */ new Map([
  ["players", T.number],
  ["seats", T.seats],
  ["alive", T.seats],
  ["lastOut", T.seats],
  ["current", T.number],
  ["turn", T.number],
  ["phase", T.string],
  ["null", T.null]
]);

// ../packages/dsl/src/parse/parse.ts
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from "yaml";

// ../packages/dsl/src/parse/syntax-errors.ts
var ECHOES = /* @__PURE__ */ new Set(["UNEXPECTED_TOKEN", "BAD_INDENT", "MISSING_CHAR", "BLOCK_IN_FLOW", "MULTILINE_IMPLICIT_KEY", "BAD_SCALAR_START"]);
var RESERVED = /[[\]{}*&!|>'"%@`#]/;
function syntaxDiagnostics(errors, text2, lines, file) {
  const out = [];
  let dropped = 0;
  for (const e of errors) {
    if (out.length > 0 && ECHOES.has(e.code)) {
      dropped++;
      continue;
    }
    const pos2 = lines.linePos(e.pos[0]);
    const unquoted = e.code === "DUPLICATE_KEY" ? void 0 : unquotedValue(text2, e.pos[0]);
    const hint = e.code === "DUPLICATE_KEY" ? "each key may appear once in a mapping" : unquoted && `quote the value: ${unquoted.key}: ${JSON.stringify(unquoted.value)}`;
    const ch = text2[e.pos[0]];
    const message = unquoted && ch && RESERVED.test(ch) ? `"${ch}" in the unquoted value of "${unquoted.key}" is YAML syntax here` : firstLine(e.message);
    out.push({ code: Codes.YamlSyntax, message, file, line: pos2.line, col: pos2.col, severity: "error", ...hint ? { hint } : {} });
  }
  if (dropped > 0) {
    const first = out[0];
    const note = `${dropped} later syntax error${dropped === 1 ? "" : "s"} left out: most likely this one's echo; fix it and check again`;
    out[0] = { ...first, hint: first.hint ? `${first.hint}; ${note}` : note };
  }
  return out;
}
function firstLine(message) {
  return message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
}
function unquotedValue(text2, offset) {
  const lineStart = text2.lastIndexOf("\n", offset - 1) + 1;
  const lineEnd = text2.indexOf("\n", offset);
  const line = text2.slice(lineStart, lineEnd < 0 ? text2.length : lineEnd);
  const at = offset - lineStart;
  let key;
  for (const m of line.matchAll(/([\w$-]+):[ \t]+/g)) if (m.index + m[0].length <= at) key = m;
  if (!key) return void 0;
  const start = key.index + key[0].length;
  if (line[start] === '"' || line[start] === "'") return void 0;
  let depth = 0;
  let end = start;
  for (; end < line.length; end++) {
    const ch = line[end];
    if (ch === "[") depth++;
    else if (ch === "]") depth--;
    else if ((ch === "," || ch === "}") && depth <= 0) break;
    else if (ch === "#" && line[end - 1] === " ") break;
  }
  const value = line.slice(start, end).trim();
  if (!value || !(RESERVED.test(value) || /:\s/.test(value))) return void 0;
  return { key: key[1], value };
}

// ../packages/dsl/src/parse/parse.ts
function parseYaml(file, text2) {
  const lines = new LineCounter();
  const doc = parseDocument(text2, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, strict: true });
  const diagnostics = syntaxDiagnostics(doc.errors, text2, lines, file);
  let value;
  if (diagnostics.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: 100 });
    } catch (e) {
      diagnostics.push({ code: Codes.YamlSyntax, message: firstLine(String(e.message)), file, line: 1, col: 1, severity: "error" });
    }
  }
  return { source: { file, text: text2, doc, lines, value }, diagnostics };
}
function locate(source, path, opts = {}) {
  let node = source.doc.contents;
  let best = node;
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(step));
      if (!pair) break;
      if (last && opts.key && pair.key) {
        best = pair.key;
        break;
      }
      node = pair.value;
      if (node && node.range) best = node;
      else {
        best = pair.key;
        break;
      }
    } else if (isSeq(node) && typeof step === "number") {
      const item = node.items[step];
      if (!item) break;
      node = item;
      best = item;
    } else break;
  }
  const offset = best?.range?.[0] ?? 0;
  return source.lines.linePos(offset);
}
function locateInScalar(source, path, index) {
  const base = locate(source, path);
  let node = source.doc.getIn(path, true);
  if (!isScalar(node) || !node.range) return base;
  const quoted = node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE";
  const raw = source.text.slice(node.range[0], node.range[1]);
  if (raw.includes("\n")) return base;
  node = void 0;
  return source.lines.linePos(
    source.doc.getIn(path, true).range[0] + (quoted ? 1 : 0) + index
  );
}

// ../packages/dsl/src/schema/game.ts
import { z as z5 } from "zod";

// ../packages/dsl/src/schema/effects.ts
import { z as z2 } from "zod";

// ../packages/dsl/src/schema/primitives.ts
import { z } from "zod";
var Name = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'a name is a letter followed by letters, digits or "_"').meta({ description: "an identifier" });
var Expr = z.union([z.string(), z.number(), z.boolean()]).meta({ description: "an expression" });
var ZoneRefText = z.string().min(1).meta({ description: "a zone: name, name[seat], row[pile] or name[seat][pile]" });
var RangeText = z.union([
  z.number(),
  z.string().regex(/^\s*-?\d+\s*\.\.\s*-?\d+\s*$/, 'a range is written "low..high", e.g. "1..10", or as a list [a, b, c]'),
  z.array(z.union([z.string(), z.number(), z.boolean()])).min(1)
]);

// ../packages/dsl/src/schema/effects.ts
var Count = z2.union([z2.literal("all"), Expr]).meta({ description: '"all", a number, or an expression' });
var DealSpec = z2.strictObject({
  from: ZoneRefText,
  to: ZoneRefText.meta({ description: "a per-seat zone (dealt round-robin to every seat in play) or one seat's zone/row" }),
  count: Count.meta({ description: 'cards per seat (or per pile with eachPile), or "all" to deal the whole source round-robin' }),
  startAt: Expr.optional().meta({ description: "seat that receives the first card (default: seat 0)" }),
  eachPile: z2.boolean().optional().meta({ description: "deal one card onto each pile of a row" }),
  faceUp: z2.boolean().optional(),
  lastTo: Name.optional().meta({ description: "variable that receives the seat dealt the last card" }),
  refill: ZoneRefText.optional().meta({ description: "when the source runs out, shuffle this zone (all its piles) into it and go on" })
});
var MoveSpec = z2.strictObject({
  from: ZoneRefText.optional().meta({ description: `source zone; "hand[*]" means every seat's hand` }),
  to: ZoneRefText,
  count: Count.optional(),
  where: Expr.optional().meta({ description: "condition on `card`: only matching cards move" }),
  cards: Expr.optional().meta({ description: "the card(s) to move, wherever they are (usually a move argument)" }),
  reveal: z2.boolean().optional().meta({ description: "show the moved cards to everyone in the log" }),
  faceUp: z2.boolean().optional(),
  refill: ZoneRefText.optional(),
  position: z2.enum(["top", "bottom"]).optional()
});
var FlipSpec = z2.union([
  ZoneRefText,
  z2.strictObject({ zone: ZoneRefText, which: z2.enum(["top", "all"]).optional(), faceUp: z2.boolean().optional() })
]);
var ForEachSpec = z2.strictObject({
  in: Expr.meta({ description: "a list: cards, seats, range(a, b) or groups(cards, key)" }),
  as: Name.optional().meta({ description: "the name of the element (default card, seat, n or group by the kind of list)" }),
  do: z2.array(z2.lazy(() => Effect))
});
var SetSpec = z2.strictObject({ var: Name, seat: Expr.optional(), value: Expr });
var RankSpec = z2.strictObject({
  by: Expr.meta({ description: "the score of `seat`" }),
  order: z2.enum(["asc", "desc"]).optional().meta({ description: "desc (default): the highest score ranks first" }),
  ties: Expr.optional().meta({ description: "share (default): equal scores share a rank; or a tie-break number per `seat`" })
});
var EndKeys = {
  winner: Expr.optional().meta({ description: "the one winning seat" }),
  winners: Expr.optional().meta({ description: "the winning seats (a list); everyone else loses" }),
  loser: Expr.optional().meta({ description: "the one losing seat; everyone else wins" }),
  losers: Expr.optional().meta({ description: "the losing seats (a list); everyone else wins" }),
  draw: Expr.optional().meta({ description: "the seats sharing a draw" }),
  rank: RankSpec.optional().meta({ description: "rank every seat by a score; first place wins, last place loses" })
};
var EndGameSpec = z2.strictObject(EndKeys);
var OP_KEYS = [
  "shuffle",
  "deal",
  "move",
  "flip",
  "set",
  "if",
  "forEachSeat",
  "forEach",
  "passHands",
  "poolAndRedeal",
  "newPile",
  "removeEmptyPiles",
  "eliminate",
  "log",
  "randomSeat",
  "hook",
  "endTurn",
  "reverse",
  "skip",
  "endPhase",
  "setPhase",
  "endGame"
];
var EFFECT_NAMES = [...OP_KEYS];
var Effect = z2.lazy(
  () => z2.union([
    z2.enum(["endTurn", "endPhase", "reverse"]),
    z2.strictObject({
      shuffle: ZoneRefText.optional(),
      deal: DealSpec.optional(),
      move: MoveSpec.optional(),
      flip: FlipSpec.optional(),
      set: SetSpec.optional(),
      if: Expr.optional().meta({ description: "condition; with `then` and optional `else`" }),
      then: z2.array(Effect).optional(),
      else: z2.array(Effect).optional(),
      forEachSeat: z2.array(Effect).optional().meta({ description: "run for every seat in play, with `seat` bound" }),
      forEach: ForEachSpec.optional().meta({ description: "run once per element of a list, the element bound to `as`" }),
      passHands: z2.strictObject({ zone: Name, direction: z2.enum(["left", "right"]).optional() }).optional(),
      poolAndRedeal: z2.strictObject({ zone: Name, count: Expr, shuffle: z2.boolean().optional() }).optional(),
      newPile: ZoneRefText.optional(),
      removeEmptyPiles: ZoneRefText.optional(),
      eliminate: Expr.optional(),
      log: z2.string().optional(),
      randomSeat: Name.optional().meta({ description: "set this variable to a seat in play chosen at random (seeded)" }),
      hook: Name.optional().meta({ description: "a TypeScript hook of the game, by name" }),
      endTurn: z2.literal(true).optional(),
      reverse: z2.literal(true).optional().meta({ description: "turn the direction of play around" }),
      skip: Expr.optional().meta({ description: "the next turn change passes over this many seats in play" }),
      endPhase: z2.literal(true).optional(),
      setPhase: Name.optional(),
      endGame: EndGameSpec.optional()
    }).superRefine((v, ctx) => {
      const ops = OP_KEYS.filter((k) => v[k] !== void 0);
      if (ops.length === 0) {
        ctx.addIssue({ code: "custom", message: `an effect needs one of: ${OP_KEYS.join(", ")}`, params: { code: "schema/missing" } });
      } else if (ops.length > 1) {
        ctx.addIssue({ code: "custom", message: `one effect per list item, found ${ops.join(" and ")}`, params: { code: "schema/invalid" } });
      }
      if ((v.then || v.else) && v.if === void 0) {
        ctx.addIssue({ code: "custom", message: '"then"/"else" need an "if"', params: { code: "schema/missing" } });
      }
      if (v.if !== void 0 && !v.then) {
        ctx.addIssue({ code: "custom", message: '"if" needs a "then" list', params: { code: "schema/missing" } });
      }
    })
  ])
);
var Effects = z2.array(Effect);

// ../packages/dsl/src/schema/race.ts
import { z as z3 } from "zod";
var RaceSpec = z3.strictObject({
  racers: Expr.optional().meta({ description: "seats racing in a round (evaluated when it opens); default every seat in play" }),
  answer: Expr.meta({ description: "the correct answer (text) or answers (a word list); `self` is the answering seat" }),
  window: Expr.optional().meta({ description: "tie window in ms, e.g. options.tieWindow (default 250)" }),
  caseSensitive: z3.boolean().optional().meta({ description: "whether letter case matters (default false); surrounding spaces never do" }),
  maxLength: z3.number().int().min(1).max(1e3).optional().meta({ description: "longest answer accepted, in characters (default 64)" }),
  begin: Effects.optional().meta({ description: "effects that open every round, e.g. uncover the next card" }),
  win: Effects.optional().meta({ description: "one correct answer alone in its window; `winner` is bound" }),
  tie: Effects.optional().meta({ description: "several correct answers inside the window; `tied` (seats, arrival order) is bound" }),
  stuck: Effects.optional().meta({ description: "every racer said they are stuck before any correct answer" })
}).meta({
  description: "A real-time race: racers answer at once (moves raceAnswer, raceStuck); the server stamps arrivals; the first correct answer opens a tie window; the server resolves it when the window closes (move raceResolve)."
});

// ../packages/dsl/src/schema/face.ts
import { z as z4 } from "zod";
var Template = z4.string().max(200, "a face text is at most 200 characters").meta({ description: 'text with {attribute} placeholders, e.g. "{value}" or "Term {number}: {term}"' });
var Colour = z4.string().regex(/^(#[0-9a-fA-F]{3,8}|[a-z]{3,20})$/, 'a colour is a CSS colour name ("crimson") or a hex code ("#c0392b")');
var ColourRuleSpec = z4.union([
  Colour,
  z4.strictObject({
    by: Name.meta({ description: "the attribute whose value chooses the colour" }),
    values: z4.record(z4.string(), Colour).meta({ description: "attribute value \u2192 colour" }),
    default: Colour.optional().meta({ description: "the colour for any other value" })
  })
]);
var FaceSpec = z4.strictObject({
  title: Template.optional().meta({ description: "the big text in the middle (default: the rank and suit, else the first number or word)" }),
  corner: Template.optional().meta({ description: "the small index in the corners (default: the rank, else the title when short)" }),
  subtitle: Template.optional().meta({ description: "a smaller line under the title" }),
  colour: ColourRuleSpec.optional().meta({ description: "ink colour: one colour, or chosen by an attribute (default: red for hearts and diamonds)" }),
  background: ColourRuleSpec.optional().meta({ description: "card colour: one colour, or chosen by an attribute" }),
  image: z4.string().regex(/^(?![/\\])(?!.*\.\.)[\w./{} -]+\.(png|jpg|jpeg|webp|svg|gif)$/i, "an image is a path inside the game folder ending .png, .jpg, .webp, .svg or .gif").optional().meta({ description: "a picture from the game folder (may use {attribute}), served by the server" }),
  suit: Name.optional().meta({ description: "the attribute holding a standard suit (hearts, diamonds, clubs, spades): drawn as \u2665\u2666\u2663\u2660 in its colour" }),
  rank: Name.optional().meta({ description: "the attribute holding a standard rank (1 or 14 = A, 11 = J, 12 = Q, 13 = K, or the letters)" }),
  speak: Template.optional().meta({ description: 'what a screen reader says (default: "7 of hearts", else the title)' })
}).meta({ description: "how cards of this type look" });

// ../packages/dsl/src/schema/game.ts
var Label = z5.string().trim().min(1, "a label cannot be empty").max(120, "a label is at most 120 characters");
var AttrType = z5.enum(["number", "boolean", "string", "colour", "words"]);
var CardTypeSpec = z5.strictObject({
  attributes: z5.record(Name, AttrType).optional().meta({ description: "attribute name \u2192 type" }),
  back: z5.array(Name).optional().meta({ description: "attributes printed on the back, seen while face down" }),
  secret: z5.array(Name).optional().meta({ description: "attributes only the server knows (e.g. a quiz answer): unreadable by expressions, stripped by publicDef" }),
  description: z5.string().optional(),
  label: Label.optional().meta({ description: "what players call this kind of card (default: its name made readable)" }),
  face: FaceSpec.optional()
});
var AttrValue = z5.union([z5.number(), z5.boolean(), z5.string(), z5.array(z5.string())]);
var DeckEntrySpec = z5.strictObject({
  type: Name.meta({ description: "card type" }),
  copies: z5.number().int().min(1).max(1e3).optional().meta({ description: "copies of each card (default 1)" }),
  each: Name.optional().meta({ description: "a content file (declared under `content`): one card per record" }),
  range: z5.record(Name, RangeText).optional().meta({ description: 'attribute \u2192 "low..high": one card per value (crossed when several)' }),
  attributes: z5.record(Name, AttrValue).optional().meta({ description: "fixed attribute values" }),
  in: Name.optional().meta({ description: 'the zone these cards start in (default "deck")' })
}).meta({ description: "cards to put in the game: a range, a content file, or fixed cards, times copies" });
var ZoneSpec = z5.strictObject({
  scope: z5.enum(["shared", "player"]).optional().meta({ description: "one for the table (default) or one per seat" }),
  order: z5.enum(["stack", "set"]).optional().meta({ description: "ordered pile (default) or unordered set" }),
  visibility: z5.enum(["hidden", "owner", "public", "top", "faces"]).optional().meta({ description: "who sees the faces (default hidden): hidden, owner, public, top (top card only), faces (per card)" }),
  ownerSeesFaceDown: z5.boolean().optional(),
  showBacks: z5.boolean().optional().meta({ description: "face-down cards show their backs (not a stack)" }),
  row: z5.strictObject({ fixed: z5.number().int().min(1).max(52).optional(), max: z5.number().int().min(1).max(52).optional() }).optional().meta({ description: "a row of piles: fixed count, or dynamic up to max" }),
  capacity: z5.number().int().min(1).optional(),
  description: z5.string().optional(),
  label: Label.optional().meta({ description: "what the table calls this zone (default: its name made readable)" }),
  caption: z5.string().max(200).optional().meta({ description: 'a line shown under each pile, with {expression} parts over `pile`, `pileIndex` and `seat`, e.g. "next {count(pile) + 1}"' }),
  onTable: z5.boolean().optional().meta({ description: "false: a helper zone the rules need but players need not see, left off the table (default true)" })
});
var OptionSpec = z5.union([
  z5.strictObject({ type: z5.literal("boolean"), default: z5.boolean(), description: z5.string().optional() }),
  z5.strictObject({
    type: z5.literal("number"),
    default: z5.number(),
    min: z5.number(),
    max: z5.number(),
    integer: z5.boolean().optional().meta({ description: "only whole numbers (a number of cards, of rounds)" }),
    description: z5.string().optional()
  }),
  z5.strictObject({
    type: z5.literal("enum"),
    default: z5.string(),
    values: z5.array(z5.string()).min(1),
    description: z5.string().optional()
  })
]);
var VarSpec = z5.strictObject({
  type: z5.enum(["number", "boolean", "string", "seat"]),
  scope: z5.enum(["global", "player"]).optional(),
  initial: Expr.optional()
});
var ArgSpec = z5.strictObject({
  type: z5.enum(["number", "boolean", "choice", "seat", "card", "cards", "pile"]),
  min: Expr.optional(),
  max: Expr.optional(),
  values: z5.array(z5.string()).optional(),
  from: z5.union([ZoneRefText, z5.array(ZoneRefText)]).optional().meta({ description: "zones the card(s) must be in" }),
  top: z5.boolean().optional().meta({ description: "only the top card of each listed pile may be chosen" }),
  count: Expr.optional(),
  zone: ZoneRefText.optional().meta({ description: "for pile: the row (a pile index, or a new pile)" }),
  allowNew: z5.boolean().optional(),
  label: Label.optional().meta({ description: "what the page calls this argument (default: its name made readable)" })
});
var MoveDefSpec = z5.strictObject({
  description: z5.string().optional(),
  args: z5.record(Name, ArgSpec).optional(),
  label: Label.optional().meta({ description: "what a button or the log calls this move (default: its name made readable)" }),
  if: Expr.optional().meta({ description: "precondition: the move is invalid when false" }),
  unless: Label.optional().meta({
    description: 'why the move is not available when `if` (or, with no `if`, the guard) fails, in the game\'s words, e.g. "Only when you hold one card" (default: derived from `if`)'
  }),
  guard: Name.optional().meta({ description: "a TypeScript guard hook: extra precondition" }),
  free: z5.boolean().optional().meta({ description: "in a simultaneous phase, does not use up one of the seat's moves (maxMovesEach)" }),
  do: Effects.optional()
});
var TurnSpec = z5.strictObject({
  first: Expr.optional().meta({ description: "seat taking the first turn" }),
  next: Expr.optional().meta({ description: "seat taking the next turn (default: the next seat clockwise still in play)" }),
  maxMoves: z5.number().int().min(1).optional(),
  onBegin: Effects.optional(),
  endWhenStuck: z5.boolean().optional().meta({ description: "end the turn when the player has no legal move left" }),
  canPass: z5.boolean().optional().meta({ description: 'the player may end the turn by choice (move "pass")' })
});
var PhaseSpec = z5.strictObject({
  label: Label.optional().meta({ description: "what the page calls this phase (default: its name made readable)" }),
  start: z5.boolean().optional(),
  moves: z5.array(Name).optional(),
  simultaneous: z5.boolean().optional().meta({ description: "every seat in play moves at once" }),
  maxMovesEach: z5.number().int().min(1).optional(),
  onBegin: Effects.optional(),
  onEnd: Effects.optional(),
  endIf: Expr.optional(),
  next: Name.optional(),
  turn: TurnSpec.optional(),
  race: RaceSpec.optional().meta({ description: "a real-time race phase (docs/race.md)" })
});
var TriggerSpec = z5.strictObject({
  zone: ZoneRefText.optional().meta({ description: "a row: the trigger runs per pile, with `pile` and `pileIndex` bound" }),
  when: Expr,
  do: Effects
});
var EndSpec = z5.strictObject({
  when: Expr,
  ...EndKeys,
  reason: z5.string().min(1).optional().meta({ description: 'why the game ended, shown to players on the end screen (e.g. "Only one player still holds cards")' })
});
var PlayersSpec = z5.strictObject({
  min: z5.number().int().min(1).max(64),
  max: z5.number().int().min(1).max(64)
});
var GameSpec = z5.strictObject({
  $schema: z5.string().optional(),
  id: z5.string().regex(/^[a-z][a-z0-9-]*$/, 'an id is lower-case letters, digits and "-"'),
  name: z5.string().min(1),
  description: z5.string().optional(),
  players: PlayersSpec,
  options: z5.record(Name, OptionSpec).optional(),
  content: z5.record(Name, z5.string()).optional().meta({ description: "content data files (YAML lists), relative to this file" }),
  cards: z5.record(Name, CardTypeSpec),
  deck: z5.array(DeckEntrySpec).min(1),
  zones: z5.record(Name, ZoneSpec),
  vars: z5.record(Name, VarSpec).optional(),
  setup: Effects.optional(),
  turn: TurnSpec.optional(),
  phases: z5.record(Name, PhaseSpec).optional(),
  moves: z5.record(Name, MoveDefSpec),
  triggers: z5.array(TriggerSpec).optional(),
  eliminate: Expr.optional().meta({ description: "condition on `seat`: that seat is out of the game" }),
  end: z5.array(EndSpec).min(1),
  revealAtEnd: z5.boolean().optional(),
  hooks: z5.array(Name).optional().meta({ description: "the TypeScript hooks this game uses (from hooks.ts)" })
}).meta({ title: "Deckhand game", description: "A card game for Deckhand: cards, zones, setup, turns, moves and the end." });

// ../packages/dsl/src/validate/cards.ts
import { parse as parseYamlValue } from "yaml";

// ../packages/dsl/src/validate/face.ts
var PLACEHOLDER = /\{([^{}]*)\}/g;
function placeholders(template) {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1].trim());
}
function checkFace(c, face, attributes, secret, path) {
  const known = Object.keys(attributes).filter((a) => !secret.includes(a));
  const attr = (name, at, what) => {
    if (secret.includes(name)) {
      c.error(Codes.CardAttribute, `"${name}" is secret: a face is shown to players, so it cannot print it`, at, { hint: `remove "${name}" from ${what}` });
      return;
    }
    c.resolve(Codes.CardAttribute, "attribute", name, known, at);
  };
  for (const key of ["title", "corner", "subtitle", "speak", "image"]) {
    const t = face[key];
    if (t === void 0) continue;
    for (const name of placeholders(t)) attr(name, [...path, key], `the ${key}`);
  }
  for (const key of ["suit", "rank"]) if (face[key] !== void 0) attr(face[key], [...path, key], key);
  for (const key of ["colour", "background"]) {
    const rule = face[key];
    if (rule && typeof rule === "object") attr(rule.by, [...path, key, "by"], key);
  }
  return face;
}
function checkCaption(c, zone, caption, global, path) {
  const scope = withLocal(withLocal(withLocal(global, "pile", T.cards), "pileIndex", T.number), "seat", T.number);
  for (const m of caption.matchAll(PLACEHOLDER)) {
    const part = m[1];
    if (part.trim() === "") {
      c.error(Codes.ExprSyntax, "an empty {} in a caption", path, { hint: "put an expression inside, e.g. {count(pile)}" });
      continue;
    }
    c.expr(part, scope, path, [T.number, T.string, T.boolean], m.index + 1);
    if (zone.visibility !== "public" && /\b(top|bottom|sum|any|all|filter|best|worst|groups)\s*\(|\bcard\b|\bas\b/.test(part)) {
      c.error(Codes.ZoneKind, `zone "${zone.name}" is not public, so its caption may count its cards but not read them`, path, {
        hint: "use count(pile), or make the zone public"
      });
    }
  }
}

// ../packages/dsl/src/validate/cards.ts
function checkCardTypes(c, spec) {
  const out = {};
  const seen = /* @__PURE__ */ new Map();
  for (const [name, ct] of Object.entries(spec.cards)) {
    const attributes = ct.attributes ?? {};
    for (const [attr, type] of Object.entries(attributes)) {
      const before = seen.get(attr);
      if (before && before !== type && !(isText(before) && isText(type))) {
        c.error(Codes.CardAttribute, `attribute "${attr}" is ${type} here but ${before} on another card type`, ["cards", name, "attributes", attr], {
          key: true,
          hint: "one attribute name has one type across card types"
        });
      }
      if (["id", "type"].includes(attr)) c.error(Codes.Duplicate, `"${attr}" is reserved for every card`, ["cards", name, "attributes", attr], { key: true });
      seen.set(attr, type);
    }
    (ct.back ?? []).forEach((b, i) => c.resolve(Codes.CardAttribute, `attribute of "${name}"`, b, Object.keys(attributes), ["cards", name, "back", i]));
    (ct.secret ?? []).forEach((s, i) => {
      if (!c.resolve(Codes.CardAttribute, `attribute of "${name}"`, s, Object.keys(attributes), ["cards", name, "secret", i])) return;
      if (ct.back?.includes(s)) c.error(Codes.CardAttribute, `"${s}" cannot be both secret and printed on the back`, ["cards", name, "secret", i]);
    });
    out[name] = {
      attributes,
      back: ct.back ?? [],
      ...ct.secret?.length ? { secret: ct.secret } : {},
      ...ct.label !== void 0 ? { label: ct.label } : {},
      ...ct.face ? { face: checkFace(c, ct.face, attributes, ct.secret ?? [], ["cards", name, "face"]) } : {}
    };
  }
  return out;
}
var isText = (t) => t === "string" || t === "colour";
function fits(type, v) {
  switch (type) {
    case "number":
      return typeof v === "number" && Number.isFinite(v);
    case "boolean":
      return typeof v === "boolean";
    case "words":
      return Array.isArray(v) && v.every((w) => typeof w === "string");
    default:
      return typeof v === "string";
  }
}
function parseRange(v) {
  if (typeof v === "number") return [v];
  const [lo, hi] = v.split("..").map((s) => Number(s.trim()));
  const out = [];
  for (let i = lo; i <= hi && out.length <= 1e4; i++) out.push(i);
  return out;
}
function loadContent(c, spec, read) {
  const out = {};
  for (const [name, rel] of Object.entries(spec.content ?? {})) {
    const path = ["content", name];
    const text2 = read(rel);
    if (text2 === void 0) {
      c.error(Codes.ContentMissing, `content file "${rel}" not found`, path, { hint: "paths are relative to the game file" });
      continue;
    }
    let value;
    try {
      value = parseYamlValue(text2);
    } catch (e) {
      c.error(Codes.ContentInvalid, `content file "${rel}" is not valid YAML: ${e.message.split("\n")[0]}`, path);
      continue;
    }
    if (!Array.isArray(value) || !value.every((r) => r !== null && typeof r === "object" && !Array.isArray(r))) {
      c.error(Codes.ContentInvalid, `content file "${rel}" must be a list of records`, path);
      continue;
    }
    out[name] = value;
  }
  return out;
}
function buildDeck(c, spec, types, content) {
  const cards = [];
  spec.deck.forEach((entry, i) => {
    const path = ["deck", i];
    if (!c.resolve(Codes.UnknownCardType, "card type", entry.type, Object.keys(types), [...path, "type"])) return;
    const ct = types[entry.type];
    const fixed = {};
    for (const [attr, v] of Object.entries(entry.attributes ?? {})) {
      if (!c.resolve(Codes.CardAttribute, `attribute of "${entry.type}"`, attr, Object.keys(ct.attributes), [...path, "attributes", attr], true)) continue;
      if (!fits(ct.attributes[attr], v)) {
        c.error(Codes.CardAttribute, `"${attr}" should be ${ct.attributes[attr]}`, [...path, "attributes", attr]);
        continue;
      }
      fixed[attr] = v;
    }
    let variants = [fixed];
    for (const [attr, range] of Object.entries(entry.range ?? {})) {
      if (!c.resolve(Codes.CardAttribute, `attribute of "${entry.type}"`, attr, Object.keys(ct.attributes), [...path, "range", attr], true)) continue;
      if (Array.isArray(range)) {
        const bad = range.findIndex((v) => !fits(ct.attributes[attr], v));
        if (bad >= 0) {
          c.error(Codes.CardAttribute, `"${attr}" is ${ct.attributes[attr]}, but the list holds ${JSON.stringify(range[bad])}`, [...path, "range", attr, bad]);
          continue;
        }
        variants = variants.flatMap((v) => range.map((x) => ({ ...v, [attr]: x })));
        continue;
      }
      if (ct.attributes[attr] !== "number") {
        c.error(Codes.CardAttribute, `a range "low..high" needs a number attribute; "${attr}" is ${ct.attributes[attr]}: list its values instead, e.g. [a, b, c]`, [...path, "range", attr]);
        continue;
      }
      const values = parseRange(range);
      if (values.length === 0) c.error(Codes.InvalidValue, `range "${range}" is empty`, [...path, "range", attr]);
      variants = variants.flatMap((v) => values.map((n2) => ({ ...v, [attr]: n2 })));
    }
    if (entry.each !== void 0) {
      if (!c.resolve(Codes.ContentMissing, "content", entry.each, Object.keys(spec.content ?? {}), [...path, "each"])) return;
      const records = content[entry.each];
      if (!records) return;
      const fromRecords = [];
      records.forEach((rec, r) => {
        const card = {};
        for (const [attr, v] of Object.entries(rec)) {
          const type = ct.attributes[attr];
          if (!type) {
            c.error(Codes.ContentInvalid, `record ${r + 1} of content "${entry.each}" has "${attr}", which "${entry.type}" cards do not declare`, [...path, "each"]);
            return;
          }
          if (!fits(type, v)) {
            c.error(Codes.ContentInvalid, `record ${r + 1} of content "${entry.each}": "${attr}" should be ${type}`, [...path, "each"]);
            return;
          }
          card[attr] = v;
        }
        fromRecords.push(card);
      });
      variants = variants.flatMap((v) => fromRecords.map((rec) => ({ ...v, ...rec })));
    }
    const copies = entry.copies ?? 1;
    for (const attrs of variants) {
      for (let k = 0; k < copies; k++) cards.push({ id: cards.length, type: entry.type, attrs, zone: entry.in ?? "deck" });
    }
  });
  return cards;
}

// ../packages/dsl/src/expr/builtins.ts
var numbersOnly = (args) => args.every((a) => a.t === "number") ? T.number : "expects numbers";
function iterate(env, args, bind, each) {
  const list = args[0].fn(env);
  for (const el of list) {
    const keep = args.length > 1 ? Boolean(args[1].fn(bind(env, el))) : true;
    if (each(keep, el) === false) return;
  }
}
function extreme(env, args, bind, sign) {
  let best = null;
  for (const el of args[0].fn(env)) {
    const value = Number(args[1].fn(bind(env, el)));
    if (!best || sign * value > sign * best.value) best = { el, value };
  }
  return best;
}
function compareKeys(a, b) {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "number") return -1;
  if (typeof b === "number") return 1;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}
var listAndNumber = (what) => (a) => isList(a[0]) && a[1].t === "number" ? what(a) : `expects a list and a number expression per element, got ${a.map(show).join(", ")}`;
function extremum(name, sign) {
  return {
    arity: [1, 8],
    lambdaArg: 1,
    doc: `${name}(a, b, \u2026): the ${name === "max" ? "largest" : "smallest"} number; ${name}(list, value): the ${name === "max" ? "largest" : "smallest"} value over a list (null when empty)`,
    type: (a) => isList(a[0]) ? a.length === 2 ? listAndNumber(() => T.number)(a) : `${name}(list, value) takes a list and one number expression` : numbersOnly(a),
    impl: (env, args, _h, bind) => {
      if (isList(args[0].ty)) return extreme(env, args, bind, sign)?.value ?? null;
      const xs = args.map((a) => Number(a.fn(env)));
      return sign === 1 ? Math.max(...xs) : Math.min(...xs);
    }
  };
}
var BUILTINS = /* @__PURE__ */ new Map([
  [
    "count",
    {
      arity: [1, 2],
      lambdaArg: 1,
      doc: "count(list) or count(list, condition): how many cards/seats (or piles in a row) there are, or how many match",
      type: (a) => (isList(a[0]) || a[0].t === "row" && a.length === 1) && (a.length === 1 || a[1].t === "boolean") ? T.number : `expects a list (and a condition), got ${a.map(show).join(", ")}`,
      impl: (env, args, _h, bind) => {
        if (args[0].ty.t === "row") return args[0].fn(env).length;
        let n2 = 0;
        iterate(env, args, bind, (keep) => {
          if (keep) n2++;
        });
        return n2;
      }
    }
  ],
  [
    "any",
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: "any(list, condition): whether some element matches",
      type: (a) => isList(a[0]) && a[1].t === "boolean" ? T.boolean : "expects a list and a condition",
      impl: (env, args, _h, bind) => {
        let found = false;
        iterate(env, args, bind, (keep) => {
          if (keep) found = true;
          return !keep;
        });
        return found;
      }
    }
  ],
  [
    "all",
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: "all(list, condition): whether every element matches",
      type: (a) => isList(a[0]) && a[1].t === "boolean" ? T.boolean : "expects a list and a condition",
      impl: (env, args, _h, bind) => {
        let every = true;
        iterate(env, args, bind, (keep) => {
          if (!keep) every = false;
          return keep;
        });
        return every;
      }
    }
  ],
  [
    "filter",
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: "filter(list, condition): the elements that match",
      type: (a) => isList(a[0]) && a[1].t === "boolean" ? a[0] : "expects a list and a condition",
      impl: (env, args, _h, bind) => {
        const out = [];
        iterate(env, args, bind, (keep, el) => {
          if (keep) out.push(el);
        });
        return out;
      }
    }
  ],
  [
    "sum",
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: "sum(list, value): the sum of a number per element",
      type: (a) => isList(a[0]) && a[1].t === "number" ? T.number : "expects a list and a number expression",
      impl: (env, args, _h, bind) => {
        let total = 0;
        for (const el of args[0].fn(env)) total += Number(args[1].fn(bind(env, el)));
        return total;
      }
    }
  ],
  [
    "top",
    {
      arity: [1, 1],
      doc: "top(cards): the top (last) card, or null when empty",
      type: (a) => a[0].t !== "cards" ? "expects a list of cards" : a[0].set ? `cannot take the top of "${a[0].set}": "${a[0].set}" is a set: it has no top` : T.card,
      impl: (env, args) => {
        const l = args[0].fn(env);
        return l.length ? l[l.length - 1] : null;
      }
    }
  ],
  [
    "bottom",
    {
      arity: [1, 1],
      doc: "bottom(cards): the bottom (first) card, or null when empty",
      type: (a) => a[0].t !== "cards" ? "expects a list of cards" : a[0].set ? `cannot take the bottom of "${a[0].set}": "${a[0].set}" is a set: it has no bottom` : T.card,
      impl: (env, args) => {
        const l = args[0].fn(env);
        return l.length ? l[0] : null;
      }
    }
  ],
  [
    "contains",
    {
      arity: [2, 2],
      doc: "contains(list, element): whether a list holds a card or seat",
      type: (a) => a[0].t === "cards" && a[1].t === "card" || (a[0].t === "seats" || a[0].t === "numbers") && a[1].t === "number" ? T.boolean : "expects a list and an element of it",
      impl: (env, args) => args[0].fn(env).includes(args[1].fn(env))
    }
  ],
  ["min", extremum("min", -1)],
  ["max", extremum("max", 1)],
  [
    "best",
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: "best(list, value): the element (card, seat or group) with the largest value, the first on a tie; null when empty",
      type: listAndNumber((a) => elementOf(a[0])),
      impl: (env, args, _h, bind) => extreme(env, args, bind, 1)?.el ?? null
    }
  ],
  [
    "worst",
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: "worst(list, value): the element (card, seat or group) with the smallest value, the first on a tie; null when empty",
      type: listAndNumber((a) => elementOf(a[0])),
      impl: (env, args, _h, bind) => extreme(env, args, bind, -1)?.el ?? null
    }
  ],
  [
    "groups",
    {
      arity: [2, 2],
      lambdaArg: 1,
      doc: "groups(cards, key): the cards grouped by a key per card (e.g. card.rank), one list per key, by ascending key",
      type: (a) => a[0].t === "cards" && ["number", "string", "boolean", "null"].includes(a[1].t) ? T.groups : `expects a list of cards and a key per card (a number, text or flag), got ${a.map(show).join(", ")}`,
      impl: (env, args, _h, bind) => {
        const byKey = /* @__PURE__ */ new Map();
        for (const el of args[0].fn(env)) {
          const key = args[1].fn(bind(env, el)) ?? null;
          const g2 = byKey.get(key);
          if (g2) g2.push(el);
          else byKey.set(key, [el]);
        }
        return [...byKey.entries()].sort((a, b) => compareKeys(a[0], b[0])).map(([, g2]) => g2);
      }
    }
  ],
  [
    "range",
    {
      arity: [2, 2],
      doc: "range(a, b): the whole numbers from a to b, both included (empty when b < a; at most 1000)",
      type: (a) => a.every((t) => t.t === "number") ? T.numbers : "expects two numbers",
      impl: (env, args) => {
        const lo = Math.ceil(Number(args[0].fn(env)));
        const hi = Math.min(Math.floor(Number(args[1].fn(env))), lo + 999);
        const out = [];
        for (let n2 = lo; n2 <= hi; n2++) out.push(n2);
        return out;
      }
    }
  ],
  [
    "abs",
    {
      arity: [1, 1],
      doc: "abs(n): the absolute value",
      type: numbersOnly,
      impl: (env, args) => Math.abs(Number(args[0].fn(env)))
    }
  ],
  [
    "floor",
    {
      arity: [1, 1],
      doc: "floor(n): rounds down",
      type: numbersOnly,
      impl: (env, args) => Math.floor(Number(args[0].fn(env)))
    }
  ],
  [
    "next",
    {
      arity: [1, 2],
      doc: "next(seat) or next(seat, n): the next (n-th next) seat in the turn direction that is still in the game",
      type: numbersOnly,
      impl: (env, args, h) => h.next(env, Number(args[0].fn(env)), args[1] ? Number(args[1].fn(env)) : 1)
    }
  ],
  [
    "prev",
    {
      arity: [1, 2],
      doc: "prev(seat) or prev(seat, n): the previous (n-th previous) seat in the turn direction that is still in the game",
      type: numbersOnly,
      impl: (env, args, h) => h.next(env, Number(args[0].fn(env)), -(args[1] ? Number(args[1].fn(env)) : 1))
    }
  ],
  [
    "isOut",
    {
      arity: [1, 1],
      doc: "isOut(seat): whether the seat has been eliminated",
      type: (a) => a[0].t === "number" ? T.boolean : "expects a seat",
      impl: (env, args) => env.G.out.includes(Number(args[0].fn(env)))
    }
  ],
  [
    "playedBy",
    {
      arity: [1, 1],
      doc: "playedBy(card): the seat whose move last moved the card (null if no move has)",
      type: (a) => a[0].t === "card" ? T.number : "expects a card",
      impl: (env, args) => {
        const c = args[0].fn(env);
        return typeof c === "number" ? env.G.playedBy?.[c] ?? null : null;
      }
    }
  ],
  [
    "faceUp",
    {
      arity: [1, 1],
      doc: "faceUp(card): whether the card lies face up",
      type: (a) => a[0].t === "card" ? T.boolean : "expects a card",
      impl: (env, args, h) => {
        const c = args[0].fn(env);
        return c !== null && h.faceUp(env, c);
      }
    }
  ]
]);

// ../packages/dsl/src/expr/forbidden.ts
var FORBIDDEN_NAMES = /* @__PURE__ */ new Set([
  "constructor",
  "__proto__",
  "prototype",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toString",
  "valueOf",
  "toLocaleString",
  "process",
  "globalThis",
  "global",
  "window",
  "document",
  "self_",
  "require",
  "module",
  "exports",
  "import",
  "eval",
  "Function",
  "Object",
  "Reflect",
  "Proxy",
  "this",
  "arguments",
  "Symbol",
  "Promise",
  "setTimeout",
  "fetch"
]);

// ../packages/dsl/src/expr/parse.ts
import jsep from "jsep";
jsep.addBinaryOp("as", 0.5);
jsep.addBinaryOp("or", 1);
jsep.addBinaryOp("and", 2);
jsep.addUnaryOp("not");
for (const op of ["|", "^", "&", "<<", ">>", ">>>", "===", "!=="]) jsep.removeBinaryOp(op);
jsep.removeUnaryOp("~");
jsep.removeUnaryOp("+");
function parseExpression(source) {
  if (source.trim() === "") return { ok: false, message: "empty expression", index: 0 };
  try {
    return { ok: true, node: jsep(source) };
  } catch (e) {
    const err = e;
    return { ok: false, message: err.description ?? String(err.message), index: err.index ?? 0 };
  }
}

// ../packages/dsl/src/expr/spans.ts
var WORD = /[\w$]/;
function spansOf(source, root) {
  const spans = /* @__PURE__ */ new Map();
  const ops = /* @__PURE__ */ new Map();
  const find = (text2, from) => {
    const word = WORD.test(text2[0]) && WORD.test(text2.at(-1));
    for (let i = source.indexOf(text2, from); i >= 0; i = source.indexOf(text2, i + 1)) {
      if (!word) return i;
      const before = source[i - 1];
      const after = source[i + text2.length];
      if ((before === void 0 || !WORD.test(before)) && (after === void 0 || !WORD.test(after))) return i;
    }
    return -1;
  };
  const token = (text2, from) => {
    const i = find(text2, from);
    return i < 0 ? { start: from, end: from } : { start: i, end: i + text2.length };
  };
  const close = (bracket, from) => {
    const i = source.indexOf(bracket, from);
    return i < 0 ? from : i + 1;
  };
  const walk = (node, from) => {
    const span = measure(node, from);
    spans.set(node, span);
    return span;
  };
  const measure = (node, from) => {
    switch (node.type) {
      case "Identifier":
        return token(String(node.name), from);
      case "Literal":
        return token(String(node.raw ?? node.value), from);
      case "ThisExpression":
        return token("this", from);
      case "MemberExpression": {
        const object = walk(node.object, from);
        const property = walk(node.property, object.end);
        return { start: object.start, end: node.computed ? close("]", property.end) : property.end };
      }
      case "CallExpression": {
        const callee = walk(node.callee, from);
        let end = callee.end;
        for (const arg of node.arguments ?? []) end = walk(arg, end).end;
        return { start: callee.start, end: close(")", end) };
      }
      case "BinaryExpression": {
        const left = walk(node.left, from);
        const op = token(String(node.operator), left.end);
        ops.set(node, op.start);
        const right = walk(node.right, op.end);
        return { start: left.start, end: right.end };
      }
      case "UnaryExpression": {
        const op = token(String(node.operator), from);
        ops.set(node, op.start);
        const argument = walk(node.argument, op.end);
        return { start: op.start, end: argument.end };
      }
      case "ConditionalExpression": {
        const test = walk(node.test, from);
        const q = token("?", test.end);
        ops.set(node, q.start);
        const yes = walk(node.consequent, q.end);
        const no = walk(node.alternate, token(":", yes.end).end);
        return { start: test.start, end: no.end };
      }
      case "ArrayExpression": {
        const open = token("[", from);
        let end = open.end;
        for (const e of node.elements ?? []) if (e) end = walk(e, end).end;
        return { start: open.start, end: close("]", end) };
      }
      case "Compound": {
        let start = -1;
        let end = from;
        for (const part of node.body ?? []) {
          const s = walk(part, end);
          if (start < 0) start = s.start;
          end = s.end;
        }
        return { start: start < 0 ? from : start, end };
      }
      default:
        return { start: from, end: from };
    }
  };
  walk(root, 0);
  return { of: (node) => spans.get(node), operator: (node) => ops.get(node) };
}

// ../packages/dsl/src/expr/bind.ts
function binder(name) {
  if (name === "card") return (env, el) => ({ ...env, card: el });
  if (name === "seat") return (env, el) => ({ ...env, seat: el });
  return (env, el) => {
    const bound = /* @__PURE__ */ Object.create(null);
    if (env.bound) for (const k of Object.keys(env.bound)) bound[k] = env.bound[k];
    bound[name] = el;
    return { ...env, bound };
  };
}
function reader(name) {
  if (name === "card") return (env) => env.card;
  if (name === "seat") return (env) => env.seat;
  return (env) => env.bound && Object.hasOwn(env.bound, name) ? env.bound[name] : void 0;
}

// ../packages/dsl/src/expr/compile.ts
var ExprFail = class extends Error {
  constructor(error) {
    super(error.message);
    this.error = error;
  }
  error;
};
function compileExpr(source, scope, expected, runtime) {
  if (typeof source === "number") return literal(T.number, source, expected);
  if (typeof source === "boolean") return literal(T.boolean, source, expected);
  const parsed = parseExpression(source);
  if (!parsed.ok) {
    return { ok: false, errors: [{ code: Codes.ExprSyntax, message: `cannot parse expression: ${parsed.message}`, index: parsed.index }] };
  }
  const b = new Builder(spansOf(source, parsed.node), runtime);
  try {
    const c = b.build(parsed.node, scope);
    if (expected && !accepts(expected, c.ty)) {
      const want = Array.isArray(expected) ? expected.map(show).join(" or ") : show(expected);
      throw new ExprFail({ code: Codes.ExprType, message: `expected ${want}, got ${show(c.ty)}`, index: 0 });
    }
    return { ok: true, ty: c.ty, fn: c.fn };
  } catch (e) {
    if (e instanceof ExprFail) return { ok: false, errors: [e.error] };
    throw e;
  }
}
function literal(ty, value, expected) {
  if (expected && !accepts(expected, ty)) {
    return { ok: false, errors: [{ code: Codes.ExprType, message: `expected ${[expected].flat().map(show).join(" or ")}, got ${show(ty)}`, index: 0 }] };
  }
  return { ok: true, ty, fn: () => value };
}
function accepts(expected, got) {
  const list = Array.isArray(expected) ? expected : [expected];
  return list.some((e) => sameType(e, got) || got.t === "null" && (e.t === "card" || e.t === "number"));
}
var noRuntime = {
  cards: [],
  helpers: { next: () => 0, alive: () => [], faceUp: () => false }
};
var Builder = class {
  constructor(spans, runtime) {
    this.spans = spans;
    this.rt = runtime ?? noRuntime;
  }
  spans;
  rt;
  /** Reports an error at what it is about: a node or an offset in the text (the whole expression when neither). */
  fail(code, message, at, hint) {
    const index = at === void 0 ? 0 : typeof at === "number" ? at : this.spans.of(at)?.start ?? 0;
    throw new ExprFail({ code, message, index, ...hint ? { hint } : {} });
  }
  /** Where an operator node's operator is written, for errors about the operator itself. */
  op(node) {
    return this.spans.operator(node) ?? this.spans.of(node)?.start ?? 0;
  }
  build(node, scope) {
    switch (node.type) {
      case "Literal":
        return this.literal(node.value);
      case "Identifier":
        return this.identifier(node, scope);
      case "MemberExpression":
        return this.member(node, scope);
      case "CallExpression":
        return this.call(node, scope);
      case "UnaryExpression":
        return this.unary(node, scope);
      case "BinaryExpression":
        return this.binary(node, scope);
      case "ConditionalExpression":
        return this.conditional(node, scope);
      case "ThisExpression":
        return this.fail(Codes.ExprForbidden, '"this" is not reachable from an expression', node);
      default:
        return this.fail(Codes.ExprUnsupported, `${describe(node.type)} is not part of the expression language`, node);
    }
  }
  literal(value) {
    if (typeof value === "number") return { ty: T.number, fn: () => value };
    if (typeof value === "string") return { ty: T.string, fn: () => value };
    if (typeof value === "boolean") return { ty: T.boolean, fn: () => value };
    if (value === null) return { ty: T.null, fn: () => null };
    return this.fail(Codes.ExprUnsupported, "unsupported literal");
  }
  forbidden(name, at) {
    if (FORBIDDEN_NAMES.has(name)) {
      this.fail(Codes.ExprForbidden, `"${name}" is not reachable from an expression`, at, "expressions see only the game's own data");
    }
  }
  identifier(node, scope) {
    const name = String(node.name);
    this.forbidden(name, node);
    const local = scope.locals.get(name);
    if (local) return { ty: local, fn: this.localReader(name) };
    const arg = scope.args.get(name);
    if (arg) return { ty: arg, fn: (env) => env.args?.[name] };
    const global = GLOBALS.get(name);
    if (global) return { ty: global, fn: this.globalReader(name) };
    if (name === "true" || name === "false") return this.literal(name === "true");
    if (name === "options") {
      const fields = new Map(Object.entries(scope.def.options).map(([k, o]) => [k, optionType(o)]));
      return { ty: { t: "record", what: "options", fields }, fn: (env) => env.G.options };
    }
    if (name === "vars") {
      const fields = new Map(Object.entries(scope.def.vars).map(([k, v]) => [k, varType(v)]));
      return { ty: { t: "record", what: "vars", fields }, fn: (env) => env.G.vars };
    }
    if (Object.hasOwn(scope.def.zones, name)) {
      const zone = scope.def.zones[name];
      return { ty: zoneType(zone), fn: (env) => env.G.zones[name] };
    }
    const known = [...scope.locals.keys(), ...scope.args.keys(), ...GLOBALS.keys(), "options", "vars", ...Object.keys(scope.def.zones)];
    return this.fail(Codes.ExprUnknownName, `unknown name "${name}"`, node, suggest(name, known));
  }
  localReader(name) {
    switch (name) {
      case "self":
        return (env) => env.self;
      case "card":
        return (env) => env.card;
      case "seat":
        return (env) => env.seat;
      case "pile":
        return (env) => env.pile;
      case "pileIndex":
        return (env) => env.pileIndex;
      case "winner":
        return (env) => env.winner;
      case "tied":
        return (env) => env.tied ?? [];
      default:
        return reader(name);
    }
  }
  globalReader(name) {
    const h = this.rt.helpers;
    switch (name) {
      case "players":
        return (env) => env.numPlayers;
      case "seats":
        return (env) => Array.from({ length: env.numPlayers }, (_, i) => i);
      case "alive":
        return (env) => h.alive(env);
      case "lastOut":
        return (env) => env.G.lastOut;
      case "current":
        return (env) => env.currentPlayer;
      case "turn":
        return (env) => env.turn;
      case "phase":
        return (env) => env.phase;
      default:
        return () => null;
    }
  }
  member(node, scope) {
    const object = this.build(node.object, scope);
    if (node.computed) {
      const index = this.build(node.property, scope);
      if (index.ty.t !== "number") this.fail(Codes.ExprType, `an index must be a number, got ${show(index.ty)}`, node.property);
      const o = object.fn;
      const i = index.fn;
      const at = (env) => {
        const list = o(env);
        const k = Number(i(env));
        return Array.isArray(list) && Number.isInteger(k) && k >= 0 && k < list.length ? list[k] : void 0;
      };
      switch (object.ty.t) {
        case "perSeat": {
          const empty = emptyOf(object.ty);
          return { ty: object.ty.of, fn: (env) => at(env) ?? empty };
        }
        case "row":
          return { ty: T.cards, fn: (env) => at(env) ?? [] };
        case "cards":
          return { ty: T.card, fn: (env) => at(env) ?? null };
        case "seats":
        case "numbers":
          return { ty: T.number, fn: (env) => at(env) ?? null };
        case "groups":
          return { ty: T.cards, fn: (env) => at(env) ?? [] };
        default:
          return this.fail(Codes.ExprType, `cannot index ${show(object.ty)} with [ ]`, node.object);
      }
    }
    const prop = node.property;
    if (prop.type !== "Identifier") return this.fail(Codes.ExprUnsupported, "unsupported member access", prop);
    const name = String(prop.name);
    this.forbidden(name, prop);
    if (object.ty.t === "record") {
      const field = object.ty.fields.get(name);
      if (!field) {
        const code = object.ty.what === "options" ? Codes.UnknownOption : object.ty.what === "vars" ? Codes.UnknownVar : Codes.ExprUnknownName;
        return this.fail(code, `${object.ty.what} has no "${name}"`, prop, suggest(name, [...object.ty.fields.keys()]));
      }
      const o = object.fn;
      return { ty: field, fn: (env) => o(env)[name] };
    }
    if (object.ty.t === "card") {
      const fields = cardFields(scope.def);
      const field = fields.get(name);
      if (!field) {
        if (Object.values(scope.def.cardTypes).some((ct) => ct.secret?.includes(name))) {
          return this.fail(Codes.CardAttribute, `card attribute "${name}" is secret`, prop, "only the game's hooks (on the server) may read a secret attribute");
        }
        return this.fail(Codes.CardAttribute, `cards have no attribute "${name}"`, prop, suggest(name, [...fields.keys()]));
      }
      const o = object.fn;
      const cards = this.rt.cards;
      return { ty: field, fn: (env) => cardAttr(cards, o(env), name) };
    }
    return this.fail(Codes.ExprType, `${show(object.ty)} has no field "${name}"`, prop);
  }
  call(node, scope) {
    const callee = node.callee;
    if (callee.type !== "Identifier") {
      this.build(callee, scope);
      return this.fail(Codes.ExprUnsupported, "only named functions can be called", callee);
    }
    const name = String(callee.name);
    this.forbidden(name, callee);
    const builtin = BUILTINS.get(name);
    if (!builtin) return this.fail(Codes.ExprUnknownName, `unknown function "${name}"`, callee, suggest(name, [...BUILTINS.keys()]));
    const argNodes = [...node.arguments ?? []];
    const [min, max] = builtin.arity;
    if (argNodes.length < min || argNodes.length > max) {
      const want = min === max ? `${min}` : `${min} to ${max}`;
      return this.fail(Codes.ExprArity, `${name}() takes ${want} argument${max === 1 ? "" : "s"}, got ${argNodes.length}`, callee, builtin.doc);
    }
    const args = [];
    let named;
    let namedAt;
    const first = argNodes[0];
    if (first && first.type === "BinaryExpression" && first.operator === "as") {
      const right = first.right;
      if (builtin.lambdaArg === void 0 || right.type !== "Identifier") {
        return this.fail(Codes.ExprSyntax, `"as" names the element of a list: ${name}(list as c, \u2026)`, this.op(first));
      }
      named = String(right.name);
      namedAt = right;
      argNodes[0] = first.left;
    }
    let bind = binder("card");
    argNodes.forEach((a, i) => {
      if (i === 1 && args[0]?.ty.t === "perSeat" && argNodes[0].type === "Identifier") {
        const zone = String(argNodes[0].name);
        this.fail(Codes.ZoneKind, `"${zone}" is one per seat: say whose, e.g. ${zone}[self] or ${zone}[seat]`, argNodes[0]);
      }
      if (builtin.lambdaArg === i && args[0] && isList(args[0].ty)) {
        const list = args[0].ty;
        const as = named ?? defaultBinder(list);
        this.checkBinder(as, scope, named !== void 0, name, namedAt ?? callee);
        bind = binder(as);
        args.push(this.build(a, withLocal(scope, as, elementOf(list))));
      } else {
        args.push(this.build(a, scope));
      }
    });
    if (named !== void 0 && !(args[0] && isList(args[0].ty) && args.length > 1)) {
      return this.fail(Codes.ExprSyntax, `"as" names the element of a list: ${name}(list as c, \u2026)`, this.op(first));
    }
    const ty = builtin.type(args.map((a) => a.ty));
    if (typeof ty === "string") return this.fail(Codes.ExprType, `${name}() ${ty}`, callee, builtin.doc);
    const helpers2 = this.rt.helpers;
    return { ty, fn: (env) => builtin.impl(env, args, helpers2, bind) };
  }
  /** A bound name may not hide one already in reach (the outer `card` would silently stop being reachable). */
  checkBinder(as, scope, named, fn, at) {
    this.forbidden(as, at);
    const hides = scope.locals.has(as) ? "the outer" : scope.args.has(as) ? "the move argument" : GLOBALS.has(as) || Object.hasOwn(scope.def.zones, as) || as === "options" || as === "vars" ? "the built-in" : void 0;
    if (!hides) return;
    const what = named ? `"${as}"` : `the element "${as}"`;
    this.fail(Codes.ExprShadow, `${what} of ${fn}() hides ${hides} "${as}"`, at, `name the inner one: e.g. any(list as c, \u2026) and read c.rank`);
  }
  unary(node, scope) {
    const op = String(node.operator);
    const argument = node.argument;
    const a = this.build(argument, scope);
    if (op === "!" || op === "not") {
      this.want(a, argument, T.boolean, op);
      return { ty: T.boolean, fn: (env) => !a.fn(env) };
    }
    if (op === "-") {
      this.want(a, argument, T.number, op);
      return { ty: T.number, fn: (env) => -Number(a.fn(env)) };
    }
    return this.fail(Codes.ExprUnsupported, `operator "${op}" is not supported`, this.op(node));
  }
  /** An operand of the wrong type: the error points at the operand. */
  want(c, at, ty, op) {
    if (!sameType(c.ty, ty)) this.fail(Codes.ExprType, `"${op}" expects ${show(ty)}, got ${show(c.ty)}`, at);
  }
  binary(node, scope) {
    const op = String(node.operator);
    const leftNode = node.left;
    const rightNode = node.right;
    if (op === "as") return this.fail(Codes.ExprSyntax, `"as" names the element of a list function's first argument: any(hand[self] as c, \u2026)`, this.op(node));
    const l = this.build(leftNode, scope);
    const r = this.build(rightNode, scope);
    const lf = l.fn;
    const rf = r.fn;
    switch (op) {
      case "and":
      case "&&":
        this.want(l, leftNode, T.boolean, op);
        this.want(r, rightNode, T.boolean, op);
        return { ty: T.boolean, fn: (env) => Boolean(lf(env)) && Boolean(rf(env)) };
      case "or":
      case "||":
        this.want(l, leftNode, T.boolean, op);
        this.want(r, rightNode, T.boolean, op);
        return { ty: T.boolean, fn: (env) => Boolean(lf(env)) || Boolean(rf(env)) };
      case "==":
      case "!=": {
        const comparable = sameType(l.ty, r.ty) || l.ty.t === "null" || r.ty.t === "null";
        if (!comparable || ["cards", "seats", "numbers", "groups", "row", "perSeat", "record", "words"].includes(l.ty.t)) {
          this.fail(Codes.ExprType, `cannot compare ${show(l.ty)} with ${show(r.ty)} using "${op}"`, this.op(node));
        }
        const eq = (env) => (lf(env) ?? null) === (rf(env) ?? null);
        return { ty: T.boolean, fn: op === "==" ? eq : (env) => !eq(env) };
      }
      case "<":
      case "<=":
      case ">":
      case ">=": {
        this.want(l, leftNode, T.number, op);
        this.want(r, rightNode, T.number, op);
        const cmp = { "<": (a, b) => a < b, "<=": (a, b) => a <= b, ">": (a, b) => a > b, ">=": (a, b) => a >= b }[op];
        return { ty: T.boolean, fn: (env) => cmp(Number(lf(env)), Number(rf(env))) };
      }
      case "+":
      case "-":
      case "*":
      case "/":
      case "%": {
        this.want(l, leftNode, T.number, op);
        this.want(r, rightNode, T.number, op);
        const f = {
          "+": (a, b) => a + b,
          "-": (a, b) => a - b,
          "*": (a, b) => a * b,
          "/": (a, b) => b === 0 ? 0 : a / b,
          // Seat arithmetic wants a modulo that is never negative.
          "%": (a, b) => b === 0 ? 0 : (a % b + b) % b
        }[op];
        return { ty: T.number, fn: (env) => f(Number(lf(env)), Number(rf(env))) };
      }
      default:
        return this.fail(Codes.ExprUnsupported, `operator "${op}" is not supported`, this.op(node), "use and, or, not, ==, !=, <, <=, >, >=, +, -, *, /, %");
    }
  }
  conditional(node, scope) {
    const c = this.build(node.test, scope);
    const a = this.build(node.consequent, scope);
    const b = this.build(node.alternate, scope);
    this.want(c, node.test, T.boolean, "?");
    if (!sameType(a.ty, b.ty) && a.ty.t !== "null" && b.ty.t !== "null") {
      this.fail(Codes.ExprType, `both branches of "?:" must have one type, got ${show(a.ty)} and ${show(b.ty)}`, node.alternate);
    }
    const ty = a.ty.t === "null" ? b.ty : a.ty;
    return { ty, fn: (env) => c.fn(env) ? a.fn(env) : b.fn(env) };
  }
};
function emptyOf(ty) {
  return ty.of.t === "cards" || ty.of.t === "row" ? [] : null;
}
function cardAttr(cards, id2, name) {
  if (typeof id2 !== "number") return null;
  const card = cards[id2];
  if (!card) return null;
  if (name === "id") return card.id;
  if (name === "type") return card.type;
  return Object.hasOwn(card.attrs, name) ? card.attrs[name] : null;
}
function describe(type) {
  const names = {
    ArrayExpression: "an array literal",
    Compound: "a sequence of expressions",
    SequenceExpression: "a sequence of expressions"
  };
  return names[type] ?? `"${type}"`;
}

// ../packages/dsl/src/validate/context.ts
var Checker = class {
  constructor(source) {
    this.source = source;
  }
  source;
  diagnostics = [];
  pos(path, key = false) {
    return locate(this.source, path, { key });
  }
  error(code, message, path, opts = {}) {
    const at = opts.at ?? this.pos(path, opts.key);
    this.diagnostics.push({
      code,
      message,
      file: this.source.file,
      line: at.line,
      col: at.col,
      severity: "error",
      ...opts.hint ? { hint: opts.hint } : {}
    });
  }
  /** Reports an unknown name with a "did you mean". Returns whether the name is known. */
  resolve(code, what, name, known, path, key = false) {
    if (known.includes(name)) return true;
    this.error(code, `unknown ${what} "${name}"`, path, { key, hint: suggest(name, known) });
    return false;
  }
  /** Type-checks an expression written at `path` (at character `offset` of it, e.g. inside a zone reference). Returns its type, or undefined after reporting. */
  expr(source, scope, path, expected, offset = 0) {
    const r = compileExpr(source, scope, expected);
    if (r.ok) return r.ty;
    for (const e of r.errors) {
      const at = typeof source === "string" ? locateInScalar(this.source, path, offset + e.index) : this.pos(path);
      const message = e.code === Codes.ExprSyntax ? e.message : `${e.message} in "${String(source)}"`;
      this.error(e.code, message, path, { at, ...e.hint ? { hint: e.hint } : {} });
    }
    return void 0;
  }
};

// ../packages/dsl/src/validate/end.ts
var ONE_OF = ["winner", "winners", "loser", "losers", "draw", "rank"];
function checkEnd(c, e, scope, path) {
  const given = ONE_OF.filter((k) => e[k] !== void 0);
  const pairOk = given.length === 2 && given.includes("winner") && given.includes("loser");
  if (given.length > 1 && !pairOk) {
    c.error(Codes.InvalidValue, `say how the game ends one way: found ${given.join(" and ")}`, [...path, given[1]], { key: true, hint: "rank: ranks every seat; winner(s)/loser(s) split the table in two; draw: shares it" });
  }
  const out = {};
  if (e.winner !== void 0 && c.expr(e.winner, scope, [...path, "winner"], T.number)) out.winner = e.winner;
  if (e.winners !== void 0 && c.expr(e.winners, scope, [...path, "winners"], T.seats)) out.winners = e.winners;
  if (e.loser !== void 0 && c.expr(e.loser, scope, [...path, "loser"], T.number)) out.loser = e.loser;
  if (e.losers !== void 0 && c.expr(e.losers, scope, [...path, "losers"], T.seats)) out.losers = e.losers;
  if (e.draw !== void 0 && c.expr(e.draw, scope, [...path, "draw"], T.seats)) out.draw = e.draw;
  if (e.rank) {
    const seat = withLocal(scope, "seat", T.number);
    if (scope.locals.has("seat")) {
      c.error(Codes.ExprShadow, 'rank binds "seat", which hides the outer "seat"', [...path, "rank"], { key: true });
    }
    c.expr(e.rank.by, seat, [...path, "rank", "by"], T.number);
    const ties = e.rank.ties === void 0 || e.rank.ties === "share" ? "share" : e.rank.ties;
    if (ties !== "share") c.expr(ties, seat, [...path, "rank", "ties"], T.number);
    out.rank = { by: e.rank.by, order: e.rank.order ?? "desc", ties };
  }
  return out;
}

// ../packages/dsl/src/validate/zone-ref.ts
var ALL_SEATS = "*";
function splitZoneRef(text2) {
  const m = /^\s*([A-Za-z][A-Za-z0-9_]*)\s*/.exec(text2);
  if (!m) return void 0;
  const indexes = [];
  const starts = [];
  let i = m[0].length;
  while (i < text2.length) {
    if (text2[i] !== "[") return text2.slice(i).trim() === "" ? { name: m[1], indexes, starts } : void 0;
    let depth = 0;
    let j = i;
    for (; j < text2.length; j++) {
      if (text2[j] === "[") depth++;
      else if (text2[j] === "]" && --depth === 0) break;
    }
    if (depth !== 0 || j >= text2.length) return void 0;
    indexes.push(text2.slice(i + 1, j).trim());
    starts.push(i + 1 + (text2.slice(i + 1, j).length - text2.slice(i + 1, j).trimStart().length));
    i = j + 1;
    while (text2[i] === " ") i++;
  }
  return { name: m[1], indexes, starts };
}
function checkZoneRef(c, text2, scope, path, opts = {}) {
  const parts = splitZoneRef(text2);
  if (!parts) {
    c.error(Codes.ZoneKind, `cannot read zone reference "${text2}"`, path, { hint: "write name, name[seat], row[pile] or name[seat][pile]" });
    return void 0;
  }
  const zones = scope.def.zones;
  if (!c.resolve(Codes.UnknownZone, "zone", parts.name, Object.keys(zones), path)) return void 0;
  const zone = zones[parts.name];
  const want = (zone.scope === "player" ? 1 : 0) + (zone.row ? 1 : 0);
  const idx = [...parts.indexes];
  const starts = [...parts.starts];
  const ref = { zone: parts.name };
  if (zone.scope === "player") {
    const seat = idx.shift();
    const seatAt = starts.shift() ?? 0;
    if (seat === void 0) {
      if (!opts.seatOptional) {
        c.error(Codes.ZoneKind, `"${parts.name}" is one per seat: say whose, e.g. ${parts.name}[self]`, path);
        return void 0;
      }
    } else if (seat === ALL_SEATS) {
      if (!opts.allowAllSeats) {
        c.error(Codes.ZoneKind, `"${parts.name}[*]" (every seat) is not allowed here`, path);
        return void 0;
      }
      ref.seat = ALL_SEATS;
    } else {
      if (!c.expr(seat, scope, path, T.number, seatAt)) return void 0;
      ref.seat = seat;
    }
  }
  if (zone.row) {
    const pile = idx.shift();
    const pileAt2 = starts.shift() ?? 0;
    if (pile === void 0) {
      if (!opts.pileOptional) {
        c.error(Codes.ZoneKind, `"${parts.name}" is a row of piles: say which pile, e.g. ${text2}[0]`, path);
        return void 0;
      }
    } else if (pile === ALL_SEATS) {
      ref.pile = ALL_SEATS;
    } else {
      if (!c.expr(pile, scope, path, T.number, pileAt2)) return void 0;
      ref.pile = pile;
    }
  }
  if (idx.length > 0) {
    c.error(Codes.ZoneKind, `"${parts.name}" takes ${want} index${want === 1 ? "" : "es"}, got ${parts.indexes.length}`, path);
    return void 0;
  }
  return ref;
}

// ../packages/dsl/src/validate/effects.ts
function checkEffects(c, list, scope, names, path) {
  const out = [];
  (list ?? []).forEach((e, i) => {
    const op = checkEffect(c, e, scope, names, [...path, i]);
    if (op) out.push({ ...op, src: c.pos([...path, i]) });
  });
  return out;
}
function checkEffect(c, e, scope, names, path) {
  if (e === "endTurn" || e === "endPhase" || e === "reverse") return { op: e };
  if (e.reverse) return { op: "reverse" };
  if (e.skip !== void 0) {
    c.expr(e.skip, scope, [...path, "skip"], T.number);
    return { op: "skip", count: e.skip };
  }
  const zone = (text2, p, opts) => checkZoneRef(c, text2, scope, p, opts);
  if (e.shuffle !== void 0) {
    const z6 = zone(e.shuffle, [...path, "shuffle"], { pileOptional: false });
    return z6 && { op: "shuffle", zone: z6 };
  }
  if (e.deal) {
    const d2 = e.deal;
    const p = [...path, "deal"];
    const from = zone(d2.from, [...p, "from"]);
    const to = zone(d2.to, [...p, "to"], { seatOptional: true, pileOptional: true });
    if (d2.count !== "all") c.expr(d2.count, scope, [...p, "count"], T.number);
    if (d2.startAt !== void 0) c.expr(d2.startAt, scope, [...p, "startAt"], T.number);
    if (d2.lastTo !== void 0) c.resolve(Codes.UnknownVar, "variable", d2.lastTo, names.vars, [...p, "lastTo"]);
    const refill = d2.refill !== void 0 ? zone(d2.refill, [...p, "refill"], { pileOptional: true }) : void 0;
    if (to && d2.eachPile && !scope.def.zones[to.zone].row) {
      c.error(Codes.ZoneKind, `"eachPile" needs a row of piles; "${to.zone}" is a single pile`, [...p, "eachPile"], { key: true });
    }
    if (!from || !to) return void 0;
    return {
      op: "deal",
      from,
      to,
      count: d2.count,
      ...d2.startAt !== void 0 ? { startAt: d2.startAt } : {},
      ...d2.eachPile ? { eachPile: true } : {},
      ...d2.faceUp !== void 0 ? { faceUp: d2.faceUp } : {},
      ...d2.lastTo ? { lastTo: d2.lastTo } : {},
      ...refill ? { refill } : {}
    };
  }
  if (e.move) {
    const m = e.move;
    const p = [...path, "move"];
    let from;
    if (m.from !== void 0) {
      from = zone(m.from, [...p, "from"], { allowAllSeats: true });
      if (!from) return void 0;
    } else if (m.cards === void 0) {
      c.error(Codes.MissingKey, 'a move of cards needs "from" or "cards"', p);
      return void 0;
    }
    const to = zone(m.to, [...p, "to"]);
    if (m.where !== void 0) c.expr(m.where, withLocal(scope, "card", T.card), [...p, "where"], T.boolean);
    if (m.cards !== void 0) c.expr(m.cards, scope, [...p, "cards"], [T.card, T.cards]);
    if (m.count !== void 0 && m.count !== "all") c.expr(m.count, scope, [...p, "count"], T.number);
    const refill = m.refill !== void 0 ? zone(m.refill, [...p, "refill"], { pileOptional: true }) : void 0;
    if (!to) return void 0;
    return {
      op: "move",
      ...from ? { from } : {},
      to,
      ...m.count !== void 0 ? { count: m.count } : {},
      ...m.where !== void 0 ? { where: m.where } : {},
      ...m.cards !== void 0 ? { cards: m.cards } : {},
      ...m.reveal ? { reveal: true } : {},
      ...m.faceUp !== void 0 ? { faceUp: m.faceUp } : {},
      ...refill ? { refill } : {},
      ...m.position ? { position: m.position } : {}
    };
  }
  if (e.flip !== void 0) {
    const f = typeof e.flip === "string" ? { zone: e.flip } : e.flip;
    const z6 = zone(f.zone, typeof e.flip === "string" ? [...path, "flip"] : [...path, "flip", "zone"]);
    return z6 && { op: "flip", zone: z6, which: f.which ?? "top", faceUp: f.faceUp ?? true };
  }
  if (e.set) {
    const p = [...path, "set"];
    if (!c.resolve(Codes.UnknownVar, "variable", e.set.var, names.vars, [...p, "var"])) return void 0;
    const v = scope.def.vars[e.set.var];
    if (v.scope === "player" && e.set.seat === void 0) c.error(Codes.MissingKey, `"${e.set.var}" is per seat: say which "seat"`, p);
    if (e.set.seat !== void 0) c.expr(e.set.seat, scope, [...p, "seat"], T.number);
    const want = v.type === "boolean" ? T.boolean : v.type === "string" ? T.string : T.number;
    c.expr(e.set.value, scope, [...p, "value"], want);
    return { op: "set", var: e.set.var, ...e.set.seat !== void 0 ? { seat: e.set.seat } : {}, value: e.set.value };
  }
  if (e.if !== void 0) {
    c.expr(e.if, scope, [...path, "if"], T.boolean);
    return {
      op: "if",
      cond: e.if,
      then: checkEffects(c, e.then, scope, names, [...path, "then"]),
      else: checkEffects(c, e.else, scope, names, [...path, "else"])
    };
  }
  if (e.forEachSeat) {
    if (scope.locals.has("seat")) {
      c.error(Codes.ExprShadow, 'forEachSeat binds "seat", which hides the outer "seat"', [...path, "forEachSeat"], {
        key: true,
        hint: "name the inner one: forEach: { in: alive, as: other, do: [...] }"
      });
    }
    return { op: "forEachSeat", do: checkEffects(c, e.forEachSeat, withLocal(scope, "seat", T.number), names, [...path, "forEachSeat"]) };
  }
  if (e.forEach) {
    const p = [...path, "forEach"];
    const ty = c.expr(e.forEach.in, scope, [...p, "in"], [T.cards, T.seats, T.numbers, T.groups]);
    if (!ty) return void 0;
    const as = e.forEach.as ?? defaultBinder(ty);
    const taken = scope.locals.has(as) ? "the outer" : scope.args.has(as) ? "the move argument" : GLOBALS.has(as) || Object.hasOwn(scope.def.zones, as) || as === "options" || as === "vars" ? "the built-in" : void 0;
    if (taken) {
      c.error(Codes.ExprShadow, `forEach binds "${as}", which hides ${taken} "${as}"`, e.forEach.as !== void 0 ? [...p, "as"] : p, {
        key: e.forEach.as === void 0,
        hint: 'give the element another name with "as"'
      });
      return void 0;
    }
    return { op: "forEach", in: e.forEach.in, as, do: checkEffects(c, e.forEach.do, withLocal(scope, as, elementOf(ty)), names, [...p, "do"]) };
  }
  if (e.passHands) {
    const z6 = perSeatPile(c, scope, e.passHands.zone, [...path, "passHands", "zone"]);
    return z6 ? { op: "passHands", zone: z6, direction: e.passHands.direction ?? "left" } : void 0;
  }
  if (e.poolAndRedeal) {
    const z6 = perSeatPile(c, scope, e.poolAndRedeal.zone, [...path, "poolAndRedeal", "zone"]);
    c.expr(e.poolAndRedeal.count, scope, [...path, "poolAndRedeal", "count"], T.number);
    return z6 ? { op: "poolAndRedeal", zone: z6, count: e.poolAndRedeal.count, shuffle: e.poolAndRedeal.shuffle ?? true } : void 0;
  }
  if (e.newPile !== void 0 || e.removeEmptyPiles !== void 0) {
    const key = e.newPile !== void 0 ? "newPile" : "removeEmptyPiles";
    const z6 = zone(e.newPile ?? e.removeEmptyPiles, [...path, key], { pileOptional: true });
    if (z6 && !scope.def.zones[z6.zone].row) c.error(Codes.ZoneKind, `"${key}" needs a row of piles; "${z6.zone}" is a single pile`, [...path, key]);
    return z6 && { op: key, zone: z6 };
  }
  if (e.eliminate !== void 0) {
    c.expr(e.eliminate, scope, [...path, "eliminate"], T.number);
    return { op: "eliminate", seat: e.eliminate };
  }
  if (e.log !== void 0) return { op: "log", message: e.log };
  if (e.randomSeat !== void 0) {
    if (!c.resolve(Codes.UnknownVar, "variable", e.randomSeat, names.vars, [...path, "randomSeat"])) return void 0;
    return { op: "randomSeat", var: e.randomSeat };
  }
  if (e.hook !== void 0) {
    if (!c.resolve(Codes.UnknownHook, "hook", e.hook, names.hooks, [...path, "hook"])) return void 0;
    return { op: "hook", name: e.hook };
  }
  if (e.endTurn) return { op: "endTurn" };
  if (e.endPhase) return { op: "endPhase" };
  if (e.setPhase !== void 0) {
    if (!c.resolve(Codes.UnknownPhase, "phase", e.setPhase, names.phases, [...path, "setPhase"])) return void 0;
    return { op: "setPhase", phase: e.setPhase };
  }
  if (e.endGame) return { op: "endGame", ...checkEnd(c, e.endGame, scope, [...path, "endGame"]) };
  return void 0;
}
function perSeatPile(c, scope, name, path) {
  if (!c.resolve(Codes.UnknownZone, "zone", name, Object.keys(scope.def.zones), path)) return void 0;
  const z6 = scope.def.zones[name];
  if (z6.scope !== "player" || z6.row) {
    c.error(Codes.ZoneKind, `"${name}" must be a per-seat single pile (like a hand)`, path);
    return void 0;
  }
  return name;
}

// ../packages/dsl/src/runtime/words.ts
function humanise(name) {
  return name.replace(/[_-]+/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Za-z])([0-9])/g, "$1 $2").toLowerCase().trim();
}
function labelOf(x) {
  return x.label ?? humanise(x.name);
}
function phaseLabel(ph) {
  return `the ${labelOf(ph)} phase`;
}
function describeZoneRef(def, ref) {
  const zone = def.zones[ref.zone];
  const name = zone ? labelOf(zone) : humanise(ref.zone);
  if (!zone || zone.scope === "shared") return `the ${name}`;
  if (ref.seat === "self") return `your ${name}`;
  if (ref.seat === "current") return `the current player's ${name}`;
  if (ref.seat === "*") return `any player's ${name}`;
  return `a player's ${name}`;
}

// ../packages/dsl/src/expr/describe.ts
var COMPARE = {
  "==": "is",
  "!=": "is not",
  "<": "is less than",
  "<=": "is at most",
  ">": "is more than",
  ">=": "is at least"
};
var ARITH = { "+": "plus", "-": "minus", "*": "times", "/": "divided by", "%": "modulo" };
var Reader = class {
  constructor(cx, source) {
    this.cx = cx;
    this.source = source;
  }
  cx;
  source;
  /** The expression's own text, rebuilt from its tree: what is said where there are no better words. */
  raw(n2) {
    switch (n2.type) {
      case "Literal":
        return typeof n2.value === "string" ? `'${n2.value}'` : String(n2.value);
      case "Identifier":
        return String(n2.name);
      case "MemberExpression":
        return n2.computed ? `${this.raw(n2.object)}[${this.raw(n2.property)}]` : `${this.raw(n2.object)}.${this.raw(n2.property)}`;
      case "CallExpression":
        return `${this.raw(n2.callee)}(${(n2.arguments ?? []).map((a) => this.raw(a)).join(", ")})`;
      case "BinaryExpression":
        return `${this.raw(n2.left)} ${String(n2.operator)} ${this.raw(n2.right)}`;
      case "UnaryExpression":
        return `${String(n2.operator)}${n2.operator === "not" ? " " : ""}${this.raw(n2.argument)}`;
      case "ArrayExpression":
        return `[${(n2.elements ?? []).map((a) => this.raw(a)).join(", ")}]`;
      default:
        return this.source;
    }
  }
  argLabel(a) {
    if (a.label) return a.label;
    const cards = this.cx.args.filter((x) => x.type === a.type);
    if (a.type === "card") return cards.length === 1 ? "the card" : `card ${humanise(a.name)}`;
    if (a.type === "cards") return cards.length === 1 ? "the cards" : `cards ${humanise(a.name)}`;
    if (a.type === "pile") return cards.length === 1 ? "the chosen pile" : `pile ${humanise(a.name)}`;
    if (a.type === "seat") return cards.length === 1 ? "the chosen player" : humanise(a.name);
    return humanise(a.name);
  }
  seat(n2) {
    if (n2.type === "Identifier") {
      if (n2.name === "self") return "your";
      if (n2.name === "current") return "the current player's";
      if (n2.name === "seat") return "the player's";
    }
    return `seat ${this.value(n2)}'s`;
  }
  zoneLabel(name) {
    const z6 = this.cx.def.zones[name];
    return z6.label ?? humanise(name);
  }
  /** A zone reference: `hand[self]` → "your hand", `building[p]` → "the chosen building pile". */
  zone(n2) {
    if (n2.type === "Identifier" && Object.hasOwn(this.cx.def.zones, n2.name)) return `the ${this.zoneLabel(n2.name)}`;
    if (n2.type !== "MemberExpression" || !n2.computed) return void 0;
    const obj = n2.object;
    const prop = n2.property;
    if (obj.type === "Identifier" && Object.hasOwn(this.cx.def.zones, obj.name)) {
      const z6 = this.cx.def.zones[obj.name];
      const label = this.zoneLabel(obj.name);
      if (z6.scope === "player") return `${this.seat(prop)} ${label}`;
      return `${label} pile ${this.value(prop)}`.replace(/^(.*) pile the chosen pile$/, "the chosen $1 pile");
    }
    const inner = this.zone(obj);
    if (inner) return `pile ${this.value(prop)} of ${inner}`.replace(/^pile the chosen pile of (your|the current player's|the player's) (.*)$/, "the chosen pile of $1 $2");
    return void 0;
  }
  /** A value: a number, a card, a list, a seat. */
  value(n2) {
    const zone = this.zone(n2);
    if (zone) return zone;
    switch (n2.type) {
      case "Literal":
        return typeof n2.value === "string" ? String(n2.value) : String(n2.value);
      case "Identifier": {
        const name = n2.name;
        const arg = this.cx.args.find((a) => a.name === name);
        if (arg) return this.argLabel(arg);
        if (name === "self") return "you";
        if (name === "current") return "the current player";
        if (name === "players") return "the number of players";
        if (name === "alive") return "the players still in";
        if (name === "seats") return "the players";
        if (name === "card") return "the card";
        if (name === "seat") return "the player";
        if (name === "pile") return "the pile";
        return humanise(name);
      }
      case "MemberExpression": {
        const obj = n2.object;
        const prop = n2.property;
        if (n2.computed) return `${this.value(prop)} of ${this.value(obj)}`;
        const key = prop.name;
        if (obj.type === "Identifier" && obj.name === "options") return `the option \u201C${humanise(key)}\u201D`;
        if (obj.type === "Identifier" && obj.name === "vars") return humanise(key);
        if (key === "type") return `the kind of ${this.value(obj)}`;
        return `the ${humanise(key)} of ${this.value(obj)}`;
      }
      case "CallExpression": {
        const callee = n2.callee.name;
        const a = n2.arguments ?? [];
        const list = a[0] ? this.value(a[0]) : "";
        switch (callee) {
          case "count":
            return a[1] ? `the number of cards in ${list} where ${this.test(a[1])}` : `the number of cards in ${list}`;
          case "top":
            return `the top card of ${list}`;
          case "bottom":
            return `the bottom card of ${list}`;
          case "sum":
            return a[1] ? `the total ${this.value(a[1]).replace(/ of the (card|player)$/, "")} of ${list}` : this.raw(n2);
          case "next":
            return `the player after ${list}`;
          case "filter":
            return a[1] ? `those of ${list} where ${this.test(a[1])}` : list;
          case "min":
          case "max":
            return `the ${callee === "min" ? "smallest" : "largest"} of ${a.map((x) => this.value(x)).join(", ")}`;
          default:
            return this.raw(n2);
        }
      }
      case "BinaryExpression": {
        const op = n2.operator;
        if (ARITH[op]) return `${this.value(n2.left)} ${ARITH[op]} ${this.value(n2.right)}`;
        if (op === "as") return this.value(n2.left);
        return this.test(n2);
      }
      case "ConditionalExpression":
        return `${this.value(n2.consequent)} if ${this.test(n2.test)}, else ${this.value(n2.alternate)}`;
      default:
        return this.raw(n2);
    }
  }
  /** A condition: what must hold. */
  test(n2) {
    switch (n2.type) {
      case "BinaryExpression": {
        const op = n2.operator;
        const l = n2.left;
        const r = n2.right;
        if (op === "and" || op === "&&") return `${this.test(l)} and ${this.test(r)}`;
        if (op === "or" || op === "||") return `${this.test(l)}, or ${this.test(r)}`;
        if ((op === "==" || op === "!=") && l.type === "MemberExpression" && !l.computed && l.property.name === "type" && r.type === "Literal") {
          return `${this.value(l.object)} ${op === "==" ? "is" : "is not"} a ${humanise(String(r.value))}`;
        }
        if (COMPARE[op]) return `${this.value(l)} ${COMPARE[op]} ${this.value(r)}`;
        return ARITH[op] || op === "as" ? this.value(n2) : this.raw(n2);
      }
      case "UnaryExpression":
        if (n2.operator === "not" || n2.operator === "!") return `not (${this.test(n2.argument)})`;
        return this.raw(n2);
      case "CallExpression": {
        const callee = n2.callee.name;
        const a = n2.arguments ?? [];
        if ((callee === "any" || callee === "all") && a.length === 2) {
          const list = this.value(a[0]);
          return callee === "any" ? `there is one in ${list} where ${this.test(a[1])}` : `for every one in ${list}, ${this.test(a[1])}`;
        }
        if (callee === "contains" && a.length === 2) return `${this.value(a[0])} holds ${this.value(a[1])}`;
        if (callee === "isOut" && a[0]) return `${this.value(a[0])} is out`;
        if (callee === "faceUp" && a[0]) return `${this.value(a[0])} is face up`;
        return this.raw(n2);
      }
      case "MemberExpression":
        if (!n2.computed && n2.object.type === "Identifier" && n2.object.name === "options") return `${this.value(n2)} is on`;
        return `${this.value(n2)} holds`;
      case "Identifier":
        return `${this.value(n2)} holds`;
      case "Literal":
        return n2.value ? "always" : "never";
      default:
        return this.raw(n2);
    }
  }
};
function describeCondition(source, cx) {
  if (typeof source !== "string") return source === false ? "Never available." : "Not allowed now.";
  const parsed = parseExpression(source);
  if (!parsed.ok) return "Not allowed now.";
  const words = new Reader(cx, source).test(parsed.node);
  return `Only when ${words}.`;
}

// ../packages/dsl/src/validate/moves.ts
var RESERVED2 = ["self", "card", "seat", "pile", "pileIndex", "players", "seats", "alive", "current", "turn", "phase", "options", "vars", "null", "true", "false", "args", "pass"];
function argType(a) {
  switch (a.type) {
    case "number":
    case "seat":
    case "pile":
      return T.number;
    case "boolean":
      return T.boolean;
    case "choice":
      return T.string;
    case "card":
      return T.card;
    case "cards":
      return T.cards;
  }
}
function checkArgs(c, args, base, path) {
  const out = [];
  for (const [name, a] of Object.entries(args ?? {})) {
    const p = [...path, name];
    const before = out.length;
    if (RESERVED2.includes(name) || Object.hasOwn(base.def.zones, name)) {
      c.error(Codes.Duplicate, `argument "${name}" hides a ${RESERVED2.includes(name) ? "built-in name" : "zone"} of the same name`, p, { key: true, hint: "rename the argument" });
      continue;
    }
    const froms = () => {
      if (a.from === void 0) {
        c.error(Codes.MissingKey, `a ${a.type} argument needs "from": the zone(s) it is chosen from`, p);
        return [];
      }
      const list = Array.isArray(a.from) ? a.from : [a.from];
      return list.flatMap((f, i) => checkZoneRef(c, f, base, Array.isArray(a.from) ? [...p, "from", i] : [...p, "from"], { allowAllSeats: true }) ?? []);
    };
    switch (a.type) {
      case "number":
        if (a.min === void 0 || a.max === void 0) {
          c.error(Codes.MissingKey, 'a number argument needs "min" and "max"', p);
          continue;
        }
        c.expr(a.min, base, [...p, "min"], T.number);
        c.expr(a.max, base, [...p, "max"], T.number);
        out.push({ name, type: "number", min: a.min, max: a.max });
        break;
      case "boolean":
        out.push({ name, type: "boolean" });
        break;
      case "seat":
        out.push({ name, type: "seat" });
        break;
      case "choice":
        if (!a.values?.length) {
          c.error(Codes.MissingKey, 'a choice argument needs "values"', p);
          continue;
        }
        out.push({ name, type: "choice", values: a.values });
        break;
      case "card":
        out.push({ name, type: "card", from: froms(), top: a.top ?? false });
        break;
      case "cards":
        if (a.count === void 0) c.error(Codes.MissingKey, 'a cards argument needs "count"', p);
        else c.expr(a.count, base, [...p, "count"], T.number);
        out.push({ name, type: "cards", from: froms(), count: a.count ?? 1, top: a.top ?? false });
        break;
      case "pile": {
        const zone = a.zone === void 0 ? void 0 : checkZoneRef(c, a.zone, base, [...p, "zone"], { pileOptional: true });
        if (a.zone === void 0) c.error(Codes.MissingKey, 'a pile argument needs "zone": the row', p);
        if (zone && !base.def.zones[zone.zone].row) c.error(Codes.ZoneKind, `"${zone.zone}" is not a row of piles`, [...p, "zone"]);
        if (zone) out.push({ name, type: "pile", zone, allowNew: a.allowNew ?? false });
        break;
      }
    }
    if (a.label !== void 0 && out.length > before) out[out.length - 1].label = a.label;
  }
  return out;
}
function moveScope(def, args) {
  return makeScope(def, { self: true, args: new Map(args.map((a) => [a.name, argType(a)])) });
}
function checkMoves(c, spec, def, names) {
  const out = {};
  for (const [name, m] of Object.entries(spec.moves)) {
    const path = ["moves", name];
    if (name === "pass") {
      c.error(Codes.Duplicate, '"pass" is the built-in move that ends a turn (turn.canPass)', path, { key: true });
      continue;
    }
    const args = checkArgs(c, m.args, makeScope(def, { self: true }), [...path, "args"]);
    const scope = moveScope(def, args);
    if (m.if !== void 0) c.expr(m.if, scope, [...path, "if"], T.boolean);
    const effects = checkEffects(c, m.do, scope, names, [...path, "do"]);
    if (m.guard !== void 0) c.resolve(Codes.UnknownHook, "hook", m.guard, names.hooks, [...path, "guard"]);
    if (m.unless !== void 0 && m.if === void 0 && m.guard === void 0) {
      c.error(Codes.MissingKey, '"unless" gives the reason a precondition fails, but this move has no "if" or "guard"', [...path, "unless"], {
        key: true,
        hint: 'add the condition as "if:" beside it, or remove "unless"'
      });
    }
    const unless = m.unless ?? (m.if !== void 0 ? describeCondition(m.if, { def, args }) : void 0);
    const hiddenArg = args.some(
      (a) => (a.type === "card" || a.type === "cards") && a.from.some((z6) => !isPublic(def, z6) && !(a.top && def.zones[z6.zone].visibility === "top"))
    );
    out[name] = {
      name,
      ...m.label !== void 0 ? { label: m.label } : {},
      args,
      ...m.if !== void 0 ? { if: m.if } : {},
      ...unless !== void 0 ? { unless } : {},
      ...m.guard !== void 0 ? { guard: m.guard } : {},
      do: effects,
      simultaneous: false,
      secretArgs: hiddenArg,
      serverOnly: hiddenArg || m.guard !== void 0 || readsHidden(def, m.if) || touchesHidden(def, effects),
      ...m.free ? { free: true } : {}
    };
  }
  return out;
}
function readsHidden(def, expr) {
  if (typeof expr !== "string") return false;
  return (expr.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).some((name) => Object.hasOwn(def.zones, name) && def.zones[name].visibility !== "public");
}
function isPublic(def, z6) {
  return def.zones[z6.zone].visibility === "public";
}
function touchesHidden(def, effects) {
  return effects.some((e) => {
    switch (e.op) {
      case "shuffle":
      case "poolAndRedeal":
      case "hook":
        return true;
      case "deal":
      case "move":
        return [e.op === "move" ? e.from : e.from, e.to, e.refill].some((z6) => z6 && def.zones[z6.zone].visibility !== "public") || e.op === "move" && !e.from;
      case "flip":
        return def.zones[e.zone.zone].visibility !== "public";
      case "passHands":
        return true;
      case "if":
        return touchesHidden(def, e.then) || touchesHidden(def, e.else);
      case "forEachSeat":
      case "forEach":
        return touchesHidden(def, e.do);
      default:
        return false;
    }
  });
}

// ../packages/dsl/src/runtime/program.ts
var InvalidMove = class extends Error {
};
var DealShort = class extends Error {
  constructor(effect, need, have) {
    super(`deal needs ${need} cards but only ${have} remain`);
    this.effect = effect;
    this.need = need;
    this.have = have;
  }
  effect;
  need;
  have;
};
function alive(G, numPlayers) {
  const gone = G.out;
  const out = [];
  if (gone.length === 0) {
    for (let s = 0; s < numPlayers; s++) out.push(s);
    return out;
  }
  const set = new Set(gone);
  for (let s = 0; s < numPlayers; s++) if (!set.has(s)) out.push(s);
  return out;
}
function stepAlive(G, numPlayers, seat, steps) {
  const dir = (G.dir ?? 1) * (steps < 0 ? -1 : 1);
  let s = seat;
  for (let moved = 0; moved < Math.abs(steps); moved++) {
    let k = 0;
    do {
      s = ((s + dir) % numPlayers + numPlayers) % numPlayers;
      k++;
    } while (G.out.includes(s) && k <= numPlayers);
    if (k > numPlayers) return seat;
  }
  return s;
}
function nextAlive(G, numPlayers, seat) {
  return stepAlive(G, numPlayers, seat, 1);
}
var helpers = {
  next: (env, seat, n2 = 1) => stepAlive(env.G, env.numPlayers, seat, n2),
  alive: (env) => alive(env.G, env.numPlayers),
  faceUp: (env, card) => env.G.faceUp[card] === true
};
function buildProgram(def, hooks = {}) {
  const runtime = { cards: def.cards, helpers };
  const cache2 = /* @__PURE__ */ new WeakMap();
  const types = /* @__PURE__ */ new WeakMap();
  const global = makeScope(def);
  const move = {};
  for (const m of Object.values(def.moves)) move[m.name] = moveScope(def, m.args);
  const program = {
    def,
    hooks,
    runtime,
    scopes: {
      global,
      seat: withLocal(global, "seat", T.number),
      self: makeScope(def, { self: true }),
      move,
      trigger: withLocal(withLocal(withLocal(global, "pile", T.cards), "pileIndex", T.number), "seat", T.number)
    },
    expr(source, scope, expected) {
      let byScope = cache2.get(scope);
      if (!byScope) cache2.set(scope, byScope = /* @__PURE__ */ new Map());
      const hit = byScope.get(source);
      if (hit) return hit;
      const r = compileExpr(source, scope, expected, runtime);
      if (!r.ok) {
        throw new Error(`expression "${String(source)}" does not compile: ${r.errors.map((e) => e.message).join("; ")}`);
      }
      byScope.set(source, r.fn);
      types.set(r.fn, r.ty);
      return r.fn;
    },
    exprType(source, scope) {
      return types.get(program.expr(source, scope));
    }
  };
  return program;
}
function refSeatFn(p, ref, scope) {
  if (ref.seat === void 0) return void 0;
  if (ref.seat === "*") return "*";
  return p.expr(ref.seat, scope, T.number);
}
function refPileFn(p, ref, scope) {
  if (ref.pile === void 0) return void 0;
  if (ref.pile === "*") return "*";
  return p.expr(ref.pile, scope, T.number);
}

// ../packages/dsl/src/runtime/result.ts
function seatList(v) {
  return Array.isArray(v) ? v.filter((s) => typeof s === "number") : typeof v === "number" ? [v] : [];
}
function rankSeats(seats, better) {
  const sorted = [...seats].sort((a, b) => better(a, b) || a - b);
  const ranks = /* @__PURE__ */ new Map();
  sorted.forEach((s, i) => {
    const prev = sorted[i - 1];
    ranks.set(s, prev !== void 0 && better(prev, s) === 0 ? ranks.get(prev) : i + 1);
  });
  return ranks;
}
function resultFrom(x, env, spec, scope) {
  const p = x.p;
  const global = scope;
  const seats = Array.from({ length: env.numPlayers }, (_, i) => i);
  const r = {};
  if (spec.rank) {
    const by = p.expr(spec.rank.by, withLocal(scope, "seat", T.number), T.number);
    const tie = spec.rank.ties !== "share" ? p.expr(spec.rank.ties, withLocal(scope, "seat", T.number), T.number) : void 0;
    const sign = spec.rank.order === "asc" ? -1 : 1;
    const scores = seats.map((seat) => Number(by({ ...env, seat })));
    const tieKeys = tie ? seats.map((seat) => Number(tie({ ...env, seat }))) : void 0;
    const ranks = rankSeats(seats, (a, b) => sign * (scores[b] - scores[a]) || (tieKeys ? sign * (tieKeys[b] - tieKeys[a]) : 0));
    r.scores = scores;
    r.ranks = seats.map((s) => ranks.get(s));
    r.winners = seats.filter((s) => r.ranks[s] === 1);
    const last = Math.max(...r.ranks);
    if (last > 1) r.losers = seats.filter((s) => r.ranks[s] === last);
    else r.draw = [...seats];
    if (r.winners.length === 1 && last > 1) r.winner = r.winners[0];
    return r;
  }
  if (spec.draw !== void 0) {
    r.draw = seatList(p.expr(spec.draw, global, T.seats)(env)).slice();
    return r;
  }
  let winners = spec.winner !== void 0 ? seatList(p.expr(spec.winner, global, T.number)(env)) : void 0;
  if (spec.winners !== void 0) winners = seatList(p.expr(spec.winners, global, T.seats)(env));
  let losers = spec.loser !== void 0 ? seatList(p.expr(spec.loser, global, T.number)(env)) : void 0;
  if (spec.losers !== void 0) losers = seatList(p.expr(spec.losers, global, T.seats)(env));
  if ((!winners || winners.length === 0) && (!losers || losers.length === 0)) {
    r.draw = [];
    return r;
  }
  winners ??= seats.filter((s) => !losers.includes(s));
  losers ??= seats.filter((s) => !winners.includes(s));
  if (winners.length === 1 && spec.winner !== void 0 && spec.loser === void 0 && spec.losers === void 0 && spec.winners === void 0) {
    r.winner = winners[0];
    return r;
  }
  r.winners = winners;
  r.losers = losers;
  r.ranks = seats.map((s) => winners.includes(s) ? 1 : losers.includes(s) ? seats.length - losers.length + 1 : winners.length + 1);
  if (winners.length === 1) r.winner = winners[0];
  return r;
}

// ../packages/dsl/src/runtime/zones.ts
function emptyZone(zone, numPlayers) {
  const row = () => Array.from({ length: zone.row?.fixed ?? 0 }, () => []);
  if (zone.scope === "player") {
    return zone.row ? Array.from({ length: numPlayers }, row) : Array.from({ length: numPlayers }, () => []);
  }
  return zone.row ? row() : [];
}
function rowOf(G, zone, seat) {
  const z6 = G.zones[zone.name];
  if (zone.scope === "player") return z6[seat ?? -1] ?? [];
  return z6;
}
function pileAt(G, def, loc) {
  const zone = def.zones[loc.zone];
  if (!zone) return void 0;
  const z6 = G.zones[loc.zone];
  if (zone.scope === "player") {
    if (loc.seat === void 0 || !Number.isInteger(loc.seat)) return void 0;
    const perSeat = z6[loc.seat];
    if (perSeat === void 0) return void 0;
    return zone.row ? pileOfRow(perSeat, loc.pile) : perSeat;
  }
  return zone.row ? pileOfRow(z6, loc.pile) : z6;
}
function pileOfRow(row, pile) {
  if (pile === void 0 || !Number.isInteger(pile)) return void 0;
  return row[pile];
}
function allPiles(G, zone) {
  const out = [];
  const z6 = G.zones[zone.name];
  if (zone.scope === "player") {
    z6.forEach((perSeat, seat) => {
      if (zone.row) perSeat.forEach((pile, i) => out.push({ loc: { zone: zone.name, seat, pile: i }, pile }));
      else out.push({ loc: { zone: zone.name, seat }, pile: perSeat });
    });
  } else if (zone.row) {
    z6.forEach((pile, i) => out.push({ loc: { zone: zone.name, pile: i }, pile }));
  } else {
    out.push({ loc: { zone: zone.name }, pile: z6 });
  }
  return out;
}
function findCard(G, def, card) {
  for (const zone of Object.values(def.zones)) {
    for (const { loc, pile } of allPiles(G, zone)) {
      const index = pile.indexOf(card);
      if (index >= 0) return { loc, pile, index };
    }
  }
  return void 0;
}
function putCards(pile, zone, cards, position = "top") {
  if (position === "bottom") pile.unshift(...cards);
  else pile.push(...cards);
  if (zone.order === "set") pile.sort((a, b) => a - b);
}

// ../packages/dsl/src/runtime/exec.ts
function touched(x, n2) {
  if (n2 > 0) x.changed = (x.changed ?? 0) + n2;
}
function askEndTurn(x) {
  x.endTurnAsked = true;
  x.events?.endTurn();
}
function countsChanges(effects) {
  for (const e of effects) {
    if (e.op === "hook") return false;
    if (e.op === "if" && !(countsChanges(e.then) && countsChanges(e.else))) return false;
    if ((e.op === "forEach" || e.op === "forEachSeat") && !countsChanges(e.do)) return false;
  }
  return true;
}
function run(x, effects, env, scope) {
  for (const e of effects) runOne(x, e, env, scope);
}
function resolve(x, ref, env, scope) {
  const zone = x.p.def.zones[ref.zone];
  const seatFn = refSeatFn(x.p, ref, scope);
  const pileFn = refPileFn(x.p, ref, scope);
  const seats = zone.scope === "player" ? seatFn === "*" || seatFn === void 0 ? alive(env.G, env.numPlayers) : [Number(seatFn(env))] : [void 0];
  const out = [];
  for (const seat of seats) {
    if (!zone.row) {
      out.push({ zone: ref.zone, ...seat !== void 0 ? { seat } : {} });
      continue;
    }
    const row = rowOf(env.G, zone, seat);
    const piles = pileFn === "*" || pileFn === void 0 ? row.map((_, i) => i) : [Number(pileFn(env))];
    for (const pile of piles) out.push({ zone: ref.zone, ...seat !== void 0 ? { seat } : {}, pile });
  }
  return out;
}
function resolveOne(x, ref, env, scope) {
  const locs = resolve(x, ref, env, scope);
  const loc = locs[0];
  if (!loc || locs.length !== 1) throw new InvalidMove(`"${ref.zone}" does not name one pile here`);
  let pile = pileAt(env.G, x.p.def, loc);
  const zone = x.p.def.zones[loc.zone];
  if (!pile && zone.row && loc.pile !== void 0) {
    const row = rowOf(env.G, zone, loc.seat);
    const max = zone.row.max ?? zone.row.fixed ?? Infinity;
    if (loc.pile === row.length && row.length < max && !zone.row.fixed) {
      row.push([]);
      pile = row[row.length - 1];
    }
  }
  if (!pile) throw new InvalidMove(`there is no pile ${loc.pile ?? ""} in "${loc.zone}"${loc.seat !== void 0 ? ` of seat ${loc.seat}` : ""}`);
  return { loc, pile };
}
function setFace(x, env, cards, faceUp) {
  for (const c of cards) {
    if (faceUp) env.G.faceUp[c] = true;
    else if (env.G.faceUp[c]) delete env.G.faceUp[c];
  }
  void x;
}
function refillFrom(x, env, scope, target, refill) {
  if (!refill) return false;
  const zone = x.p.def.zones[refill.zone];
  const locs = refill.pile === void 0 && zone.row ? allPiles(env.G, zone).map((a) => a.loc) : resolve(x, refill, env, scope);
  const cards = [];
  for (const loc of locs) {
    const pile = pileAt(env.G, x.p.def, loc);
    if (pile) cards.push(...pile.splice(0, pile.length));
  }
  if (zone.row && !zone.row.fixed) removeEmpty(env, zone.name, zone.scope === "player" ? void 0 : void 0, x);
  if (cards.length === 0) return false;
  touched(x, cards.length);
  setFace(x, env, cards, false);
  target.push(...x.random.shuffle(cards));
  return true;
}
function removeEmpty(env, zoneName, seat, x) {
  const zone = x.p.def.zones[zoneName];
  const rows = zone.scope === "player" ? seat === void 0 ? env.G.zones[zoneName] : [rowOf(env.G, zone, seat)] : [env.G.zones[zoneName]];
  for (const row of rows) {
    for (let i = row.length - 1; i >= 0; i--) {
      if (row[i].length === 0) {
        row.splice(i, 1);
        touched(x, 1);
      }
    }
  }
}
function take(x, env, scope, source, refill, effect, need, have) {
  if (source.length === 0 && !refillFrom(x, env, scope, source, refill)) {
    if (x.setup) throw new DealShort(effect, need, have);
    return void 0;
  }
  return source.pop();
}
function runOne(x, e, env, scope) {
  const G = env.G;
  const def = x.p.def;
  switch (e.op) {
    case "shuffle": {
      for (const loc of resolve(x, e.zone, env, scope)) {
        const pile = pileAt(G, def, loc);
        if (pile) {
          touched(x, pile.length > 1 ? pile.length : 0);
          pile.splice(0, pile.length, ...x.random.shuffle(pile));
        }
      }
      return;
    }
    case "deal": {
      const { pile: source } = resolveOne(x, e.from, env, scope);
      const zone = def.zones[e.to.zone];
      const perSeatRoundRobin = zone.scope === "player" && e.to.seat === void 0;
      const countAll = e.count === "all";
      const per = countAll ? Infinity : Number(x.p.expr(e.count, scope, T.number)(env));
      const targets = [];
      if (perSeatRoundRobin) {
        const seats = alive(G, env.numPlayers);
        const start = e.startAt !== void 0 ? Number(x.p.expr(e.startAt, scope, T.number)(env)) : seats[0] ?? 0;
        const first = Math.max(0, seats.indexOf(start));
        const ordered = [...seats.slice(first), ...seats.slice(0, first)];
        for (const seat of ordered) targets.push(locsFor(x, env, e.to.zone, seat, e.eachPile === true));
      } else {
        const locs = resolve(x, e.to, env, scope);
        targets.push(e.eachPile ? locs : locs.slice(0, 1));
      }
      const flat = targets.flat();
      const need = countAll ? source.length : per * flat.length;
      let last;
      const have = source.length;
      outer: for (let round = 0; countAll ? source.length > 0 || false : round < per; round++) {
        for (let t = 0; t < targets.length; t++) {
          for (const loc of targets[t]) {
            if (countAll && source.length === 0) break outer;
            const card = take(x, env, scope, source, e.refill, e, need, have);
            if (card === void 0) break outer;
            const pile = pileAt(G, def, loc);
            putCards(pile, def.zones[loc.zone], [card]);
            setFace(x, env, [card], e.faceUp);
            touched(x, 1);
            last = loc.seat;
          }
        }
        if (countAll && source.length === 0) break;
      }
      if (e.lastTo && last !== void 0) G.vars[e.lastTo] = last;
      return;
    }
    case "move": {
      const moved = [];
      if (e.cards !== void 0) {
        const v = x.p.expr(e.cards, scope, [T.card, T.cards])(env);
        const list = Array.isArray(v) ? v : v === null || v === void 0 ? [] : [v];
        for (const card of list) {
          const at = findCard(G, def, card);
          if (!at) throw new InvalidMove(`card ${card} is not on the table`);
          at.pile.splice(at.index, 1);
          moved.push(card);
        }
      } else if (e.from) {
        const where = e.where !== void 0 ? x.p.expr(e.where, withLocal(scope, "card", T.card), T.boolean) : void 0;
        let cardEnv;
        const count = e.count === void 0 ? where ? Infinity : 1 : e.count === "all" ? Infinity : Number(x.p.expr(e.count, scope, T.number)(env));
        for (const loc2 of resolve(x, e.from, env, scope)) {
          const pile2 = pileAt(G, def, loc2);
          if (!pile2) continue;
          let taken = 0;
          if (pile2.length === 0 && count !== Infinity) refillFrom(x, env, scope, pile2, e.refill);
          for (let i = pile2.length - 1; i >= 0 && taken < count; i--) {
            if (where) {
              cardEnv ??= { ...env, card: 0 };
              cardEnv.card = pile2[i];
              if (!where(cardEnv)) continue;
            }
            moved.unshift(...pile2.splice(i, 1));
            taken++;
            if (pile2.length === 0 && taken < count && count !== Infinity) {
              refillFrom(x, env, scope, pile2, e.refill);
              i = pile2.length;
            }
          }
        }
      }
      if (moved.length === 0) return;
      const { loc, pile } = resolveOne(x, e.to, env, scope);
      const zone = def.zones[loc.zone];
      if (zone.capacity !== void 0 && pile.length + moved.length > zone.capacity) {
        throw new InvalidMove(`"${zone.name}" holds at most ${zone.capacity} cards`);
      }
      putCards(pile, zone, moved, e.position);
      setFace(x, env, moved, e.faceUp);
      touched(x, moved.length);
      if (e.reveal) x.revealed.push(...moved);
      if (env.self !== void 0) {
        const by = G.playedBy ??= {};
        for (const c of moved) by[c] = env.self;
      }
      return;
    }
    case "flip": {
      for (const loc of resolve(x, e.zone, env, scope)) {
        const pile = pileAt(G, def, loc);
        if (!pile || pile.length === 0) continue;
        const cards = e.which === "top" ? [pile[pile.length - 1]] : pile;
        touched(x, cards.filter((c) => env.G.faceUp[c] === true !== Boolean(e.faceUp)).length);
        setFace(x, env, cards, e.faceUp);
      }
      return;
    }
    case "set": {
      const value = x.p.expr(e.value, scope)(env);
      if (e.seat !== void 0) {
        const seat = Number(x.p.expr(e.seat, scope, T.number)(env));
        const arr = G.vars[e.var];
        if (seat >= 0 && seat < arr.length) arr[seat] = value;
      } else G.vars[e.var] = value;
      return;
    }
    case "if":
      run(x, x.p.expr(e.cond, scope, T.boolean)(env) ? e.then : e.else, env, scope);
      return;
    case "forEachSeat": {
      const inner = withLocal(scope, "seat", T.number);
      for (const seat of alive(G, env.numPlayers)) run(x, e.do, { ...env, seat }, inner);
      return;
    }
    case "forEach": {
      const list = x.p.expr(e.in, scope)(env);
      const ty = x.p.exprType(e.in, scope);
      const inner = withLocal(scope, e.as, elementOf(ty));
      const bind = binder(e.as);
      for (const el of Array.isArray(list) ? [...list] : []) run(x, e.do, bind(env, el), inner);
      return;
    }
    case "passHands": {
      const hands = G.zones[e.zone];
      const seats = alive(G, env.numPlayers);
      const before = seats.map((s) => hands[s].slice());
      touched(x, before.reduce((n2, h) => n2 + h.length, 0));
      const step = e.direction === "left" ? 1 : -1;
      seats.forEach((s, i) => {
        const to = seats[(i + step + seats.length) % seats.length];
        hands[to].splice(0, hands[to].length, ...before[i]);
        if (def.zones[e.zone].order === "set") hands[to].sort((a, b) => a - b);
      });
      return;
    }
    case "poolAndRedeal": {
      const hands = G.zones[e.zone];
      const seats = alive(G, env.numPlayers);
      const pool = x.random.shuffle(seats.flatMap((s) => hands[s].splice(0, hands[s].length)));
      touched(x, pool.length);
      for (let i = 0; pool.length > 0; i++) putCards(hands[seats[i % seats.length]], def.zones[e.zone], [pool.pop()]);
      return;
    }
    case "newPile": {
      const zone = def.zones[e.zone.zone];
      const seat = e.zone.seat !== void 0 && e.zone.seat !== "*" ? Number(x.p.expr(e.zone.seat, scope, T.number)(env)) : void 0;
      const row = rowOf(G, zone, seat);
      if (row.length < (zone.row?.max ?? Infinity)) {
        row.push([]);
        touched(x, 1);
      }
      return;
    }
    case "removeEmptyPiles": {
      const zone = def.zones[e.zone.zone];
      if (zone.row?.fixed) return;
      const seat = e.zone.seat !== void 0 && e.zone.seat !== "*" ? Number(x.p.expr(e.zone.seat, scope, T.number)(env)) : void 0;
      removeEmpty(env, zone.name, seat, x);
      return;
    }
    case "eliminate": {
      const seat = Number(x.p.expr(e.seat, scope, T.number)(env));
      eliminate(env, seat);
      return;
    }
    case "log":
      G.log.push({ turn: env.turn, seat: env.self ?? null, message: e.message });
      return;
    case "randomSeat": {
      const seats = alive(G, env.numPlayers);
      G.vars[e.var] = seats[x.random.int(seats.length)] ?? 0;
      return;
    }
    case "hook": {
      const fn = x.p.hooks.effects?.[e.name];
      if (!fn) throw new Error(`hook "${e.name}" is not implemented`);
      fn(hookContext(x, env));
      return;
    }
    case "endTurn":
      askEndTurn(x);
      return;
    case "reverse":
      G.dir = G.dir === -1 ? 1 : -1;
      return;
    case "skip": {
      const n2 = Math.max(0, Math.floor(Number(x.p.expr(e.count, scope, T.number)(env))));
      G.skip = (G.skip ?? 0) + n2;
      return;
    }
    case "endPhase":
      x.events?.endPhase();
      return;
    case "setPhase":
      x.events?.setPhase(e.phase);
      return;
    case "endGame": {
      G.result = resultFrom(x, env, e, scope);
      return;
    }
  }
}
function locsFor(x, env, zoneName, seat, eachPile) {
  const zone = x.p.def.zones[zoneName];
  if (!zone.row) return [{ zone: zoneName, seat }];
  const row = rowOf(env.G, zone, seat);
  return eachPile ? row.map((_, pile) => ({ zone: zoneName, seat, pile })) : [{ zone: zoneName, seat, pile: 0 }];
}
function eliminate(env, seat) {
  if (seat < 0 || seat >= env.numPlayers || env.G.out.includes(seat)) return;
  env.G.out.push(seat);
  env.G.lastOut.push(seat);
}
function hookContext(x, env) {
  const def = x.p.def;
  return {
    G: env.G,
    def,
    numPlayers: env.numPlayers,
    currentPlayer: env.currentPlayer,
    phase: env.phase,
    seat: env.self ?? null,
    args: env.args ?? {},
    random: x.random,
    alive: () => alive(env.G, env.numPlayers),
    next: (seat) => nextAlive(env.G, env.numPlayers, seat),
    pile: (loc) => {
      const pile = pileAt(env.G, def, loc);
      if (!pile) throw new Error(`no pile at ${JSON.stringify(loc)}`);
      return pile;
    },
    moveCards: (cards, to, opts = {}) => {
      const target = pileAt(env.G, def, to);
      if (!target) throw new Error(`no pile at ${JSON.stringify(to)}`);
      for (const card of cards) {
        const at = findCard(env.G, def, card);
        if (at) at.pile.splice(at.index, 1);
      }
      putCards(target, def.zones[to.zone], cards, opts.position);
      setFace(x, env, cards, opts.faceUp);
    },
    shuffle: (loc) => {
      const pile = pileAt(env.G, def, loc);
      if (pile) pile.splice(0, pile.length, ...x.random.shuffle(pile));
    },
    invalid: (reason) => {
      throw new InvalidMove(reason);
    },
    endTurn: () => askEndTurn(x),
    endPhase: () => x.events?.endPhase(),
    setPhase: (phase) => x.events?.setPhase(phase),
    endGame: (result) => {
      env.G.result = result;
    },
    log: (message, revealed) => {
      env.G.log.push({ turn: env.turn, seat: env.self ?? null, message, ...revealed?.length ? { revealed: [...revealed] } : {} });
    }
  };
}

// ../packages/dsl/src/runtime/setup.ts
function defaultOptions(p) {
  return Object.fromEntries(Object.entries(p.def.options).map(([k, o]) => [k, o.default]));
}
function initialState(p, numPlayers, random, setupData) {
  const def = p.def;
  const G = {
    zones: {},
    faceUp: {},
    vars: {},
    out: [],
    lastOut: [],
    options: { ...defaultOptions(p), ...setupData ?? {} },
    log: [],
    moved: Array.from({ length: numPlayers }, () => 0),
    stuck: 0,
    hook: {}
  };
  for (const zone of Object.values(def.zones)) G.zones[zone.name] = emptyZone(zone, numPlayers);
  for (const card of def.cards) G.zones[card.zone].push(card.id);
  const env = { G, numPlayers, currentPlayer: 0, turn: 0, phase: def.startPhase ?? null };
  for (const [name, v] of Object.entries(def.vars)) {
    const fn = p.expr(v.initial, p.scopes.global, v.type === "boolean" ? T.boolean : v.type === "string" ? T.string : T.number);
    G.vars[name] = v.scope === "player" ? Array.from({ length: numPlayers }, () => fn(env)) : fn(env);
  }
  run({ p, random, revealed: [], setup: true }, def.setup, env, p.scopes.global);
  return G;
}

// ../packages/dsl/src/validate/deals.ts
var fixedRandom = { shuffle: (items) => [...items], int: () => 0, number: () => 0 };
function optionVariants(def) {
  const out = [{}];
  for (const [name, o] of Object.entries(def.options)) {
    if (o.type === "boolean") out.push({ [name]: !o.default });
    if (o.type === "number") out.push({ [name]: o.min }, { [name]: o.max });
    if (o.type === "enum") for (const v of o.values) out.push({ [name]: v });
  }
  return out;
}
function checkDeals(def, source) {
  const program = buildProgram(def, { effects: new Proxy({}, { get: () => () => void 0 }) });
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (let n2 = def.players.min; n2 <= def.players.max; n2++) {
    for (const options of optionVariants(def)) {
      try {
        initialState(program, n2, fixedRandom, options);
      } catch (e) {
        if (!(e instanceof DealShort)) throw e;
        const key = `${e.effect.src?.line}:${e.effect.src?.col}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const opt = Object.keys(options).length ? ` with ${Object.entries(options).map(([k, v]) => `${k}=${String(v)}`).join(", ")}` : "";
        out.push({
          code: Codes.DealTooLarge,
          message: `this deal runs out of cards at ${n2} players${opt}: the deck holds ${def.cards.length} cards`,
          hint: "deal fewer cards (the count may depend on `players`) or narrow players.max",
          file: source.file,
          line: e.effect.src?.line ?? 1,
          col: e.effect.src?.col ?? 1,
          severity: "error"
        });
      }
    }
  }
  return out;
}

// ../packages/dsl/src/validate/race.ts
var RACE_MOVE_NAMES = ["raceAnswer", "raceStuck", "raceResolve"];
var DEFAULT_TIE_WINDOW = 250;
var DEFAULT_MAX_ANSWER = 64;
function checkRace(c, name, p, scope, names) {
  const r = p.race;
  if (!r) return void 0;
  const path = ["phases", name];
  if (p.simultaneous) {
    c.error(Codes.InvalidValue, 'a race phase is simultaneous by itself: drop "simultaneous"', [...path, "simultaneous"], {
      key: true,
      hint: 'every racer answers at once in a race; "simultaneous" is for secret choices'
    });
  }
  if ((p.moves ?? []).length > 0) {
    c.error(Codes.InvalidValue, `a race phase takes only the race moves (${RACE_MOVE_NAMES.join(", ")})`, [...path, "moves"], {
      key: true,
      hint: "put other moves in a phase of their own"
    });
  }
  const rp = [...path, "race"];
  if (r.racers !== void 0) c.expr(r.racers, scope, [...rp, "racers"], T.seats);
  c.expr(r.answer, makeScope(scope.def, { self: true }), [...rp, "answer"], [T.string, T.words]);
  if (r.window !== void 0) c.expr(r.window, scope, [...rp, "window"], T.number);
  return {
    ...r.racers !== void 0 ? { racers: r.racers } : {},
    answer: r.answer,
    window: r.window ?? DEFAULT_TIE_WINDOW,
    caseSensitive: r.caseSensitive ?? false,
    maxLength: r.maxLength ?? DEFAULT_MAX_ANSWER,
    begin: checkEffects(c, r.begin, scope, names, [...rp, "begin"]),
    win: checkEffects(c, r.win, withLocal(scope, "winner", T.number), names, [...rp, "win"]),
    tie: checkEffects(c, r.tie, withLocal(scope, "tied", T.seats), names, [...rp, "tie"]),
    stuck: checkEffects(c, r.stuck, scope, names, [...rp, "stuck"])
  };
}
function checkRaceMoveNames(c, spec) {
  if (!Object.values(spec.phases ?? {}).some((p) => p.race)) return;
  for (const m of Object.keys(spec.moves)) {
    if (RACE_MOVE_NAMES.includes(m)) {
      c.error(Codes.Duplicate, `"${m}" is a built-in move of race phases`, ["moves", m], { key: true, hint: "rename the move" });
    }
  }
}

// ../packages/dsl/src/validate/zod-issues.ts
import { isMap as isMap2, isScalar as isScalar2 } from "yaml";
function issuesToDiagnostics(source, issues, knownKeys) {
  const out = [];
  for (const issue of flatten(issues, [])) out.push(...toDiagnostics(source, issue, knownKeys));
  return dedupe(out);
}
function flatten(issues, prefix) {
  const out = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const branches = issue.errors.map((b) => flatten(b, path));
      const score = (b) => b.some((i) => i.code === "invalid_type" && i.path.length === path.length) ? 0 : 1 + Math.max(0, ...b.map((i) => i.path.length));
      const best = branches.reduce((a, b) => score(b) > score(a) ? b : a);
      if (best.length > 0 && score(best) > 0) {
        out.push(...best);
        continue;
      }
    }
    out.push({ ...issue, path });
  }
  return out;
}
function toDiagnostics(source, issue, knownKeys) {
  const path = issue.path;
  const at = (p, key = false) => locate(source, p, { key });
  const make = (code, message, p, key = false, hint) => ({
    code,
    message,
    file: source.file,
    ...at(p, key),
    severity: "error",
    ...hint ? { hint } : {}
  });
  const where = path.length ? `"${path.join(".")}"` : "the game";
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys.map((k) => {
        const split = commaSplit(source, path, k);
        if (split) {
          return make(
            Codes.UnknownKey,
            `a comma ends a value inside { }: "${split.key}: ${split.value}, ${k}" was read as "${split.key}: ${split.value}" and a key "${k}"`,
            [...path, k],
            true,
            `quote the text: ${split.key}: "${split.value}, ${k}"`
          );
        }
        return make(Codes.UnknownKey, `unknown key "${k}" in ${where}`, [...path, k], true, suggest(k, knownKeys(path)));
      });
    case "invalid_type": {
      const value = source.doc.getIn(path, false);
      if (value === void 0 && issue.input === void 0) {
        const key = path[path.length - 1];
        const parent = path.length > 1 ? `"${path.slice(0, -1).join(".")}"` : "the game";
        return [make(Codes.MissingKey, `missing "${String(key)}" in ${parent}`, path.slice(0, -1), path.length > 1)];
      }
      return [make(Codes.WrongType, `${where} should be ${issue.expected}, got ${describe2(issue.input)}`, path)];
    }
    case "invalid_union":
      return [make(Codes.WrongType, `${where} has an unexpected shape`, path)];
    case "invalid_value": {
      const near = typeof issue.input === "string" ? closest(issue.input, issue.values.map(String)) : void 0;
      return [make(Codes.InvalidValue, `${where} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`, path, false, near ? `did you mean "${near}"?` : void 0)];
    }
    case "too_small":
    case "too_big":
    case "invalid_format":
    case "not_multiple_of":
      return [make(Codes.InvalidValue, `${where}: ${issue.message}`, path)];
    case "invalid_key":
      return [make(Codes.InvalidValue, `bad key in ${where}: ${issue.issues[0]?.message ?? issue.message}`, path)];
    case "custom": {
      const code = issue.params?.code ?? Codes.InvalidValue;
      return [make(code, `${where}: ${issue.message}`, path)];
    }
    default:
      return [make(Codes.InvalidValue, `${where}: ${issue.message}`, path)];
  }
}
function describe2(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a mapping";
  if (typeof v === "string") return `the text ${JSON.stringify(v.length > 30 ? `${v.slice(0, 30)}\u2026` : v)}`;
  return `${typeof v} ${String(v)}`;
}
function dedupe(ds) {
  const seen = /* @__PURE__ */ new Set();
  return ds.filter((d2) => {
    const k = `${d2.line}:${d2.col}:${d2.code}:${d2.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
function commaSplit(source, path, key) {
  const map = source.doc.getIn(path, true);
  if (!isMap2(map) || !map.flow) return void 0;
  const i = map.items.findIndex((p) => isScalar2(p.key) && String(p.key.value) === key);
  const pair = map.items[i];
  const prev = map.items[i - 1];
  if (!pair || !prev || pair.value !== null || !isScalar2(prev.value) || typeof prev.value.value !== "string") return void 0;
  if (prev.value.type !== "PLAIN") return void 0;
  return { key: String(isScalar2(prev.key) ? prev.key.value : ""), value: prev.value.value };
}

// ../packages/dsl/src/validate/validate.ts
function validate(text2, opts = {}) {
  const file = opts.file ?? "game.yaml";
  try {
    return validateUnsafe(text2, file, opts);
  } catch (e) {
    return {
      ok: false,
      diagnostics: [{ code: Codes.InvalidValue, message: `internal error while validating: ${e.message}`, file, line: 1, col: 1, severity: "error" }]
    };
  }
}
function validateUnsafe(text2, file, opts) {
  const { source, diagnostics } = parseYaml(file, text2);
  if (diagnostics.length) return { ok: false, diagnostics };
  const parsed = GameSpec.safeParse(source.value, { reportInput: true });
  if (!parsed.success) {
    return { ok: false, diagnostics: issuesToDiagnostics(source, parsed.error.issues, (p) => knownKeysAt(GameSpec, p, source.value)) };
  }
  const c = new Checker(source);
  const def = normalise(c, parsed.data, opts);
  if (c.diagnostics.length === 0 && def) c.diagnostics.push(...checkDeals(def, source));
  if (c.diagnostics.length || !def) return { ok: false, diagnostics: sortDiagnostics(c.diagnostics) };
  return { ok: true, def, diagnostics: [] };
}
function sortDiagnostics(ds) {
  return [...ds].sort((a, b) => a.line - b.line || a.col - b.col);
}
function normalise(c, spec, opts) {
  if (spec.players.min > spec.players.max) {
    c.error(Codes.PlayersRange, `players.min (${spec.players.min}) is above players.max (${spec.players.max})`, ["players", "min"]);
  }
  const cardTypes = checkCardTypes(c, spec);
  const content = loadContent(c, spec, opts.readContent ?? (() => void 0));
  const cards = buildDeck(c, spec, cardTypes, content);
  const zones = checkZones(c, spec);
  for (const card of new Set(cards.map((k) => k.zone))) {
    const i = spec.deck.findIndex((d2) => (d2.in ?? "deck") === card);
    const zone = zones[card];
    if (!zone) c.resolve(Codes.UnknownZone, "zone", card, Object.keys(zones), spec.deck[i]?.in ? ["deck", i, "in"] : ["deck", i]);
    else if (zone.scope !== "shared" || zone.row) c.error(Codes.ZoneKind, `cards start in a shared single pile; "${card}" is not one`, ["deck", i]);
  }
  const options = checkOptions(c, spec);
  const vars = checkVars(c, spec);
  const hooks = checkHooks(c, spec, opts.hooks);
  const base = { zones, options, vars, cardTypes };
  const names = { vars: Object.keys(vars), phases: Object.keys(spec.phases ?? {}), hooks };
  const global = makeScope(base);
  for (const [name, v] of Object.entries(spec.vars ?? {})) {
    if (v.initial !== void 0) c.expr(v.initial, global, ["vars", name, "initial"], v.type === "boolean" ? T.boolean : v.type === "string" ? T.string : T.number);
  }
  for (const z6 of Object.values(zones)) if (z6.caption !== void 0) checkCaption(c, z6, z6.caption, global, ["zones", z6.name, "caption"]);
  const setup = checkEffects(c, spec.setup, global, names, ["setup"]);
  const moves = checkMoves(c, spec, base, names);
  const turn = checkTurn(c, spec.turn, global, names, ["turn"]);
  const { phases, startPhase } = checkPhases(c, spec, global, names, Object.keys(moves), moves);
  checkRaceMoveNames(c, spec);
  const triggers = checkTriggers(c, spec, global, names);
  const seatScope = withLocal(global, "seat", T.number);
  if (spec.eliminate !== void 0) c.expr(spec.eliminate, seatScope, ["eliminate"], T.boolean);
  const end = spec.end.map((e, i) => {
    c.expr(e.when, global, ["end", i, "when"], T.boolean);
    return { when: e.when, ...checkEnd(c, e, global, ["end", i]), ...e.reason !== void 0 ? { reason: e.reason } : {} };
  });
  if (c.diagnostics.length) return void 0;
  return {
    id: spec.id,
    name: spec.name,
    players: spec.players,
    options,
    cardTypes,
    cards,
    zones,
    vars,
    setup,
    turn,
    phases,
    ...startPhase ? { startPhase } : {},
    moves,
    triggers,
    ...spec.eliminate !== void 0 ? { eliminateWhen: spec.eliminate } : {},
    end,
    revealAtEnd: spec.revealAtEnd ?? true,
    hooks
  };
}
function checkZones(c, spec) {
  const out = {};
  for (const [name, z6] of Object.entries(spec.zones)) {
    if (RESERVED2.includes(name)) c.error(Codes.Duplicate, `zone "${name}" hides the built-in name of the same name`, ["zones", name], { key: true });
    if (z6.row?.fixed !== void 0 && z6.row.max !== void 0 && z6.row.max < z6.row.fixed) {
      c.error(Codes.InvalidValue, `row max (${z6.row.max}) is below fixed (${z6.row.fixed})`, ["zones", name, "row", "max"]);
    }
    out[name] = {
      name,
      scope: z6.scope ?? "shared",
      order: z6.order ?? "stack",
      visibility: z6.visibility ?? "hidden",
      ownerSeesFaceDown: z6.ownerSeesFaceDown ?? false,
      showBacks: z6.showBacks ?? false,
      ...z6.row ? { row: { ...z6.row } } : {},
      ...z6.capacity !== void 0 ? { capacity: z6.capacity } : {},
      ...z6.label !== void 0 ? { label: z6.label } : {},
      ...z6.caption !== void 0 ? { caption: z6.caption } : {},
      ...z6.onTable === false ? { onTable: false } : {}
    };
  }
  return out;
}
function checkOptions(c, spec) {
  const out = {};
  for (const [name, o] of Object.entries(spec.options ?? {})) {
    if (o.type === "number" && (o.min > o.max || o.default < o.min || o.default > o.max)) {
      c.error(Codes.InvalidValue, `option "${name}": default ${o.default} is not within ${o.min}..${o.max}`, ["options", name]);
    }
    if (o.type === "number" && o.integer) {
      for (const k of ["default", "min", "max"]) {
        if (!Number.isInteger(o[k])) c.error(Codes.InvalidValue, `option "${name}" is a whole number, so its ${k} must be one, not ${o[k]}`, ["options", name, k]);
      }
    }
    if (o.type === "enum" && !o.values.includes(o.default)) {
      c.error(Codes.InvalidValue, `option "${name}": default "${o.default}" is not one of its values`, ["options", name, "default"]);
    }
    out[name] = o;
  }
  return out;
}
function checkVars(c, spec) {
  const out = {};
  for (const [name, v] of Object.entries(spec.vars ?? {})) {
    out[name] = { type: v.type, scope: v.scope ?? "global", initial: v.initial ?? (v.type === "boolean" ? false : v.type === "string" ? "''" : 0) };
  }
  void c;
  return out;
}
function checkHooks(c, spec, implemented) {
  const declared = spec.hooks ?? [];
  const seen = /* @__PURE__ */ new Set();
  declared.forEach((h, i) => {
    if (seen.has(h)) c.error(Codes.Duplicate, `hook "${h}" is listed twice`, ["hooks", i]);
    seen.add(h);
    if (implemented) c.resolve(Codes.UnknownHook, "hook (not exported by the game's hooks.ts)", h, implemented, ["hooks", i]);
  });
  return declared;
}
function checkTurn(c, t, scope, names, path) {
  if (t?.first !== void 0) c.expr(t.first, scope, [...path, "first"], T.number);
  if (t?.next !== void 0) c.expr(t.next, scope, [...path, "next"], T.number);
  return {
    ...t?.first !== void 0 ? { first: t.first } : {},
    ...t?.next !== void 0 ? { next: t.next } : {},
    ...t?.maxMoves !== void 0 ? { maxMoves: t.maxMoves } : {},
    onBegin: checkEffects(c, t?.onBegin, scope, names, [...path, "onBegin"]),
    endWhenStuck: t?.endWhenStuck ?? false,
    canPass: t?.canPass ?? false
  };
}
function checkPhases(c, spec, scope, names, moveNames2, moves) {
  const phases = {};
  const entries = Object.entries(spec.phases ?? {});
  const starts = entries.filter(([, p]) => p.start).map(([n2]) => n2);
  if (entries.length > 0 && starts.length !== 1) {
    c.error(Codes.FlowStart, starts.length === 0 ? 'no phase has "start: true"' : `several phases start: ${starts.join(", ")}`, ["phases"], {
      key: true,
      hint: "mark exactly one phase with start: true"
    });
  }
  for (const [name, p] of entries) {
    const path = ["phases", name];
    const race = checkRace(c, name, p, scope, names);
    (p.moves ?? []).forEach((m, i) => {
      if (c.resolve(Codes.UnknownMove, "move", m, moveNames2, [...path, "moves", i]) && p.simultaneous) moves[m].simultaneous = true;
    });
    if (p.next !== void 0) c.resolve(Codes.UnknownPhase, "phase", p.next, names.phases, [...path, "next"]);
    if (p.endIf !== void 0) c.expr(p.endIf, scope, [...path, "endIf"], T.boolean);
    phases[name] = {
      name,
      ...p.label !== void 0 ? { label: p.label } : {},
      start: p.start ?? false,
      moves: p.moves ?? [],
      simultaneous: p.simultaneous ?? false,
      ...p.maxMovesEach !== void 0 ? { maxMovesEach: p.maxMovesEach } : {},
      onBegin: checkEffects(c, p.onBegin, scope, names, [...path, "onBegin"]),
      onEnd: checkEffects(c, p.onEnd, scope, names, [...path, "onEnd"]),
      ...p.endIf !== void 0 ? { endIf: p.endIf } : {},
      ...p.next !== void 0 ? { next: p.next } : {},
      ...p.turn ? { turn: checkTurn(c, p.turn, scope, names, [...path, "turn"]) } : {},
      ...race ? { race } : {}
    };
  }
  return { phases, ...starts.length === 1 ? { startPhase: starts[0] } : {} };
}
function checkTriggers(c, spec, scope, names) {
  return (spec.triggers ?? []).map((t, i) => {
    const path = ["triggers", i];
    let s = scope;
    let zone;
    if (t.zone !== void 0) {
      zone = checkZoneRef(c, t.zone, scope, [...path, "zone"], { pileOptional: true, seatOptional: true });
      s = withLocal(withLocal(withLocal(scope, "pile", T.cards), "pileIndex", T.number), "seat", T.number);
    }
    c.expr(t.when, s, [...path, "when"], T.boolean);
    return { ...zone ? { zone } : {}, when: t.when, do: checkEffects(c, t.do, s, names, [...path, "do"]), src: c.pos(path) };
  });
}
function knownKeysAt(schema, path, value) {
  let s = schema;
  let v = value;
  const unwrap = (x) => {
    let cur = x;
    for (let i = 0; i < 20 && cur?._zod; i++) {
      const d2 = cur._zod.def;
      if (d2.type === "optional" || d2.type === "nullable" || d2.type === "default") cur = d2.innerType;
      else if (d2.type === "lazy") cur = d2.getter();
      else if (d2.type === "pipe") cur = d2.in;
      else break;
    }
    return cur;
  };
  const objectKeys = (x, val) => {
    const d2 = unwrap(x)._zod.def;
    if (d2.type === "object") return Object.keys(d2.shape);
    if (d2.type === "union") {
      let fallback;
      for (const o of d2.options) {
        const keys = objectKeys(o, val);
        if (keys && (typeof val !== "object" || val === null || Object.keys(val).some((k) => keys.includes(k)))) return keys;
        fallback ??= keys;
      }
      if (fallback && typeof val === "object" && val !== null) return fallback;
    }
    return void 0;
  };
  for (const step of path) {
    const d2 = unwrap(s)._zod.def;
    if (d2.type === "object") s = d2.shape[String(step)];
    else if (d2.type === "record") s = d2.valueType;
    else if (d2.type === "array") s = d2.element;
    else if (d2.type === "union") {
      const opt = d2.options.find((o) => objectKeys(o, v)?.includes(String(step)));
      s = opt ? unwrap(opt)._zod.def.shape[String(step)] : void 0;
    } else return [];
    if (!s) return [];
    v = v && typeof v === "object" ? v[String(step)] : void 0;
  }
  return objectKeys(s, v) ?? [];
}

// ../packages/dsl/src/compile/compile.ts
var import_core2 = __toESM(require_core(), 1);

// ../packages/dsl/src/runtime/args.ts
function candidateCards(x, from, top, env, scope) {
  const out = [];
  for (const ref of from) {
    for (const loc of resolve(x, ref, env, scope)) {
      const pile = pileAt(env.G, x.p.def, loc);
      if (!pile || pile.length === 0) continue;
      if (top) out.push(pile[pile.length - 1]);
      else out.push(...pile);
    }
  }
  return out;
}
function numberBounds(x, a, env, scope) {
  return [Number(x.p.expr(a.min, scope, T.number)(env)), Number(x.p.expr(a.max, scope, T.number)(env))];
}
function pileCount(x, a, env, scope) {
  const zone = x.p.def.zones[a.zone.zone];
  const seat = a.zone.seat !== void 0 && a.zone.seat !== "*" ? Number(x.p.expr(a.zone.seat, scope, T.number)(env)) : void 0;
  const row = rowOf(env.G, zone, seat);
  const max = zone.row?.max ?? zone.row?.fixed ?? Infinity;
  return { existing: row.length, canAdd: a.allowNew && !zone.row?.fixed && row.length < max };
}
function checkArgValues(x, defs, raw, env, scope) {
  if (raw.length > defs.length) return `expected ${defs.length} argument(s), got ${raw.length}`;
  const args = /* @__PURE__ */ Object.create(null);
  for (let i = 0; i < defs.length; i++) {
    const a = defs[i];
    const v = raw[i];
    switch (a.type) {
      case "number": {
        if (typeof v !== "number" || !Number.isInteger(v)) return `${a.name} must be a whole number`;
        const [min, max] = numberBounds(x, a, env, scope);
        if (v < min || v > max) return `${a.name} must be within ${min}..${max}`;
        break;
      }
      case "boolean":
        if (typeof v !== "boolean") return `${a.name} must be true or false`;
        break;
      case "choice":
        if (typeof v !== "string" || !a.values.includes(v)) return `${a.name} must be one of ${a.values.join(", ")}`;
        break;
      case "seat":
        if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v >= env.numPlayers) return `${a.name} must be a seat`;
        break;
      case "card": {
        if (typeof v !== "number" || !Number.isInteger(v)) return `${a.name} must be a card id`;
        if (!candidateCards(x, a.from, a.top, env, scope).includes(v)) return `${a.name}: that card cannot be chosen`;
        break;
      }
      case "cards": {
        const count = Number(x.p.expr(a.count, scope, T.number)(env));
        if (!Array.isArray(v) || v.length !== count || !v.every((c) => typeof c === "number" && Number.isInteger(c))) {
          return `${a.name} must be a list of ${count} card ids`;
        }
        if (new Set(v).size !== v.length) return `${a.name} names a card twice`;
        const allowed = new Set(candidateCards(x, a.from, a.top, env, scope));
        if (!v.every((c) => allowed.has(c))) return `${a.name}: a card that cannot be chosen`;
        args[a.name] = [...v];
        continue;
      }
      case "pile": {
        if (typeof v !== "number" || !Number.isInteger(v) || v < 0) return `${a.name} must be a pile number`;
        const { existing, canAdd } = pileCount(x, a, env, scope);
        if (v > existing || v === existing && !canAdd) return `${a.name}: there is no pile ${v}`;
        break;
      }
    }
    args[a.name] = v;
  }
  return args;
}
var MAX_COMBINATIONS = 2e3;
function combinations(items, k, limit) {
  const out = [];
  const pick = [];
  const go = (start) => {
    if (out.length >= limit) return;
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]);
      go(i + 1);
      pick.pop();
    }
  };
  go(0);
  return out;
}
var MAX_ENUMERATED = MAX_COMBINATIONS * 4;
function argDomains(x, defs, env, scope) {
  const out = [];
  for (const a of defs) {
    let values;
    switch (a.type) {
      case "number": {
        const [min, max] = numberBounds(x, a, env, scope);
        values = [];
        for (let n2 = min; n2 <= max && values.length < 1e3; n2++) values.push(n2);
        break;
      }
      case "boolean":
        values = [true, false];
        break;
      case "choice":
        values = [...a.values];
        break;
      case "seat":
        values = Array.from({ length: env.numPlayers }, (_, i) => i);
        break;
      case "card":
        values = candidateCards(x, a.from, a.top, env, scope);
        break;
      case "cards": {
        const count = Number(x.p.expr(a.count, scope, T.number)(env));
        values = combinations(candidateCards(x, a.from, a.top, env, scope), count, MAX_COMBINATIONS);
        break;
      }
      case "pile": {
        const { existing, canAdd } = pileCount(x, a, env, scope);
        values = Array.from({ length: existing + (canAdd ? 1 : 0) }, (_, i) => i);
        break;
      }
    }
    out.push(values);
  }
  return out;
}
function enumerateArgValues(x, defs, env, scope) {
  let combos = [[]];
  for (const values of argDomains(x, defs, env, scope)) {
    const next = [];
    for (const c of combos) for (const v of values) if (next.length < MAX_ENUMERATED) next.push([...c, v]);
    combos = next;
  }
  return combos;
}

// ../packages/dsl/src/runtime/legal-plan.ts
var IDENT = /[A-Za-z_$][\w$]*/g;
function mayReadArgs(source, names) {
  if (typeof source !== "string") return false;
  const wanted = new Set(names);
  for (const tok of source.match(IDENT) ?? []) if (wanted.has(tok)) return true;
  return false;
}
var plans = /* @__PURE__ */ new WeakMap();
function movePlan(p, m) {
  let byMove = plans.get(p);
  if (!byMove) plans.set(p, byMove = /* @__PURE__ */ new Map());
  let plan = byMove.get(m.name);
  if (plan) return plan;
  const names = m.args.map((a) => a.name);
  plan = { m, names };
  if (m.if !== void 0) {
    const fn = p.expr(m.if, p.scopes.move[m.name], T.boolean);
    if (mayReadArgs(m.if, names)) plan.perCandidate = fn;
    else plan.once = fn;
  }
  byMove.set(m.name, plan);
  return plan;
}
function walkLegal(x, self, plan, visit) {
  const m = plan.m;
  if (plan.once && !plan.once(self)) return false;
  const domains = argDomains(x, m.args, self, x.p.scopes.move[m.name]);
  const n2 = domains.length;
  for (const d2 of domains) if (d2.length === 0) return false;
  const guard = m.guard ? x.p.hooks.guards?.[m.guard] : void 0;
  const args = {};
  const env = plan.perCandidate || guard ? { ...self, args } : self;
  const tuple = new Array(n2);
  const idx = new Array(n2).fill(0);
  for (let k = 0; k < n2; k++) {
    tuple[k] = domains[k][0];
    args[plan.names[k]] = tuple[k];
  }
  for (let count = 0; count < MAX_ENUMERATED; count++) {
    if ((!plan.perCandidate || plan.perCandidate(env)) && (!guard || acceptedBy(guard(hookContext(x, env))))) {
      if (visit(tuple)) return true;
    }
    let k = n2 - 1;
    for (; k >= 0; k--) {
      const i = ++idx[k];
      if (i < domains[k].length) {
        tuple[k] = domains[k][i];
        args[plan.names[k]] = tuple[k];
        break;
      }
      idx[k] = 0;
      tuple[k] = domains[k][0];
      args[plan.names[k]] = tuple[k];
    }
    if (k < 0) break;
  }
  return false;
}
function acceptedBy(verdict) {
  return verdict !== false && typeof verdict !== "string";
}

// ../packages/dsl/src/race/actions.ts
var RACE_MOVES = { answer: "raceAnswer", stuck: "raceStuck", resolve: "raceResolve" };
function clockOf(p) {
  return (p.clock ?? Date.now)();
}
function isDone(r, seat) {
  return r.stuck.includes(seat) || r.correct.some((c) => c.seat === seat);
}
function normaliseAnswer(text2, caseSensitive) {
  const t = text2.trim();
  return caseSensitive ? t : t.toLowerCase();
}
function expectedAnswers(x, env, race, seat) {
  const v = x.p.expr(race.answer, x.p.scopes.self, [T.string, T.words])({ ...env, self: seat });
  const list = Array.isArray(v) ? v : [v];
  const out = [];
  for (const a of list) if (typeof a === "string" && a.trim() !== "" && !out.includes(a)) out.push(a);
  return out;
}
function raceActions(x, env, seat, race) {
  const G = env.G;
  const r = G.race;
  if (!r || !r.open || G.result || !alive(G, env.numPlayers).includes(seat)) return [];
  if (r.deadline !== void 0 && clockOf(x.p) >= r.deadline) return [{ move: RACE_MOVES.resolve, args: [] }];
  if (!r.racers.includes(seat) || isDone(r, seat)) return [];
  return [...expectedAnswers(x, env, race, seat).map((a) => ({ move: RACE_MOVES.answer, args: [a] })), { move: RACE_MOVES.stuck, args: [] }];
}
function raceView(r, seat) {
  const { wrong, ...rest } = r;
  const mine = seat === null ? void 0 : wrong[seat];
  return { ...rest, correct: r.correct.map((c) => ({ ...c })), ...mine !== void 0 ? { myWrong: mine } : {} };
}

// ../packages/dsl/src/runtime/rules.ts
var MAX_TRIGGER_FIRINGS = 100;
var TriggerLoop = class extends Error {
  constructor(index, line) {
    super(
      `trigger ${index + 1}${line !== void 0 ? ` (line ${line})` : ""} fired ${MAX_TRIGGER_FIRINGS} times in one action: its effects never make its "when" false`
    );
    this.index = index;
    this.line = line;
    this.name = "TriggerLoop";
  }
  index;
  line;
};
var afterPlans = /* @__PURE__ */ new WeakMap();
function afterPlan(p) {
  let plan = afterPlans.get(p);
  if (plan) return plan;
  plan = {
    when: p.def.triggers.map((t) => p.expr(t.when, t.zone ? p.scopes.trigger : p.scopes.global, T.boolean)),
    ...p.def.eliminateWhen !== void 0 ? { eliminate: p.expr(p.def.eliminateWhen, p.scopes.seat, T.boolean) } : {},
    ends: p.def.end.map((e) => p.expr(e.when, p.scopes.global, T.boolean))
  };
  afterPlans.set(p, plan);
  return plan;
}
function afterAction(x, env) {
  const p = x.p;
  const plan = afterPlan(p);
  if (p.def.triggers.length > 0) fireTriggers(x, env, plan);
  if (plan.eliminate) {
    const seatEnv = { ...env, seat: 0 };
    for (const seat of alive(env.G, env.numPlayers)) {
      seatEnv.seat = seat;
      if (plan.eliminate(seatEnv)) eliminate(env, seat);
    }
  }
  if (env.G.result) return;
  for (let i = 0; i < plan.ends.length; i++) {
    if (!plan.ends[i](env)) continue;
    const end = p.def.end[i];
    env.G.result = resultFrom(x, env, end, p.scopes.global);
    if (end.reason !== void 0) env.G.result.reason = end.reason;
    return;
  }
}
function fireTriggers(x, env, plan) {
  const p = x.p;
  const fires = new Array(p.def.triggers.length).fill(0);
  let round = 0;
  const lastRound = new Array(p.def.triggers.length).fill(-1);
  const fire = (i) => {
    if (lastRound[i] === round) return;
    lastRound[i] = round;
    if (++fires[i] >= MAX_TRIGGER_FIRINGS) throw new TriggerLoop(i, p.def.triggers[i].src?.line);
  };
  for (; ; round++) {
    let fired = false;
    for (let i = 0; i < p.def.triggers.length; i++) {
      const t = p.def.triggers[i];
      const when = plan.when[i];
      if (!t.zone) {
        if (when(env)) {
          fire(i);
          run(x, t.do, env, p.scopes.global);
          fired = true;
        }
        continue;
      }
      const ref = { ...t.zone, ...p.def.zones[t.zone.zone].row && t.zone.pile === void 0 ? { pile: "*" } : {} };
      for (const loc of resolve(x, ref, env, p.scopes.trigger).reverse()) {
        const pile = pileAt(env.G, p.def, loc);
        if (!pile) continue;
        const local = { ...env, pile, pileIndex: loc.pile ?? 0, seat: loc.seat ?? env.currentPlayer };
        if (when(local)) {
          fire(i);
          run(x, t.do, local, p.scopes.trigger);
          fired = true;
        }
      }
    }
    if (!fired) break;
  }
}
function canAct(p, env, seat, activeSeats2) {
  if (env.G.result) return false;
  if (!Number.isInteger(seat) || seat < 0 || seat >= env.numPlayers || env.G.out.includes(seat)) return false;
  const phase = env.phase ? p.def.phases[env.phase] : void 0;
  if (phase?.simultaneous) return (env.G.moved[seat] ?? 0) < (phase.maxMovesEach ?? 1);
  if (activeSeats2) return activeSeats2.includes(seat);
  return env.currentPlayer === seat;
}
function movesInPhase(p, phase) {
  const ph = phase ? p.def.phases[phase] : void 0;
  const names = ph && ph.moves.length > 0 ? ph.moves : Object.keys(p.def.moves);
  return names.map((n2) => p.def.moves[n2]);
}
function checkMove(x, m, raw, env, trusted = false) {
  const p = x.p;
  const scope = p.scopes.move[m.name];
  const args = trusted ? Object.fromEntries(m.args.map((a, i) => [a.name, raw[i]])) : checkArgValues(x, m.args, raw, env, scope);
  if (typeof args === "string") return args;
  const withArgs = { ...env, args };
  if (m.if !== void 0 && !p.expr(m.if, scope, T.boolean)(withArgs)) return m.unless ?? "Not allowed now.";
  if (m.guard) {
    const verdict = p.hooks.guards?.[m.guard]?.(hookContext(x, withArgs));
    if (verdict === false) return (m.if === void 0 ? m.unless : void 0) ?? "Not allowed now.";
    if (typeof verdict === "string") return verdict;
  }
  return args;
}
function legalActions(x, env, seat, activeSeats2, opts = {}) {
  const p = x.p;
  const race = env.phase ? p.def.phases[env.phase]?.race : void 0;
  if (race) return [...raceActions(x, env, seat, race), ...p.hooks.enumerate?.(env.G, seat, p.def) ?? []];
  if (!canAct(p, env, seat, activeSeats2)) return [];
  const self = { ...env, self: seat };
  const out = [];
  for (const m of movesInPhase(p, env.phase)) {
    const name = m.name;
    walkLegal(x, self, movePlan(p, m), (tuple) => {
      out.push({ move: name, args: tuple.slice() });
      return false;
    });
  }
  if (p.hooks.enumerate) out.push(...p.hooks.enumerate(env.G, seat, p.def));
  const turn = turnDefFor(p, env.phase);
  if (opts.includePass !== false && turn.canPass && !p.def.phases[env.phase ?? ""]?.simultaneous) out.push({ move: "pass", args: [] });
  return out;
}
function hasLegalAction(x, env, seat, activeSeats2, opts = {}) {
  const p = x.p;
  if (env.phase && p.def.phases[env.phase]?.race) return legalActions(x, env, seat, activeSeats2, opts).length > 0;
  if (!canAct(p, env, seat, activeSeats2)) return false;
  if (p.hooks.enumerate && p.hooks.enumerate(env.G, seat, p.def).length > 0) return true;
  const turn = turnDefFor(p, env.phase);
  if (opts.includePass !== false && turn.canPass && !p.def.phases[env.phase ?? ""]?.simultaneous) return true;
  const self = { ...env, self: seat };
  for (const m of movesInPhase(p, env.phase)) if (walkLegal(x, self, movePlan(p, m), FIRST)) return true;
  return false;
}
var FIRST = () => true;
function turnDefFor(p, phase) {
  return (phase ? p.def.phases[phase]?.turn : void 0) ?? p.def.turn;
}

// ../packages/dsl/src/runtime/steps.ts
function turnStuck(x, env, activeSeats2, turn) {
  return !hasLegalAction(x, env, env.currentPlayer, activeSeats2, { includePass: !turn.endWhenStuck });
}
function endTurnIfStuck(x, env, activeSeats2, turn) {
  if (env.G.result || x.endTurnAsked) return;
  if (turnStuck(x, env, activeSeats2, turn)) x.events?.endTurn();
}
function moveStep(p, m) {
  const scope = p.scopes.move[m.name];
  return (x, env, seat, raw, activeSeats2) => {
    const G = env.G;
    env.self = seat;
    if (!canAct(p, env, seat, activeSeats2)) return false;
    const args = checkMove(x, m, raw, env);
    if (typeof args === "string") return false;
    env.args = args;
    if (G.lastOut.length) G.lastOut = [];
    try {
      run(x, m.do, env, scope);
    } catch (e) {
      if (e instanceof InvalidMove) return false;
      throw e;
    }
    if (!m.free) G.moved[seat] = (G.moved[seat] ?? 0) + 1;
    if (G.stuck !== 0) G.stuck = 0;
    G.log.push({
      turn: env.turn,
      seat,
      move: m.name,
      ...m.secretArgs ? {} : { args: raw },
      ...x.revealed.length ? { revealed: x.revealed } : {}
    });
    afterAction(x, env);
    const phase = env.phase ? p.def.phases[env.phase] : void 0;
    if (!phase?.simultaneous) endTurnIfStuck(x, env, activeSeats2, turnDefFor(p, env.phase));
    return true;
  };
}
function passStep(p) {
  return (x, env, seat, _raw, activeSeats2) => {
    if (!canAct(p, env, seat, activeSeats2)) return false;
    env.G.log.push({ turn: env.turn, seat, move: "pass" });
    x.events?.endTurn();
    return true;
  };
}
function turnSteps(p, t, simultaneous) {
  const first = t.first !== void 0 ? p.expr(t.first, p.scopes.global, T.number) : void 0;
  const nextSeat = t.next !== void 0 ? p.expr(t.next, p.scopes.global, T.number) : void 0;
  const counted = countsChanges(t.onBegin);
  return {
    first: (env) => {
      const seat = first ? Number(first(env)) : 0;
      return env.G.out.includes(seat) ? nextAlive(env.G, env.numPlayers, seat) : seat;
    },
    next: (env) => {
      if (env.G.result) return void 0;
      const seat = nextSeat ? Number(nextSeat(env)) : stepAlive(env.G, env.numPlayers, env.currentPlayer, 1 + (env.G.skip ?? 0));
      return env.G.out.includes(seat) ? nextAlive(env.G, env.numPlayers, seat) : seat;
    },
    onBegin: (x, env, activeSeats2) => {
      const G = env.G;
      if (G.lastOut.length) G.lastOut = [];
      if (G.skip) G.skip = 0;
      const table = t.onBegin.length > 0 && !counted ? JSON.stringify([G.zones, G.faceUp]) : "";
      const before = x.changed ?? 0;
      if (t.onBegin.length > 0) run(x, t.onBegin, env, p.scopes.global);
      afterAction(x, env);
      if (simultaneous || G.result) return;
      if (!turnStuck(x, env, activeSeats2, t)) return;
      const unchanged = t.onBegin.length === 0 || (counted ? (x.changed ?? 0) === before : table === JSON.stringify([G.zones, G.faceUp]));
      G.stuck = unchanged ? G.stuck + 1 : 0;
      if (G.stuck > 2 * alive(G, env.numPlayers).length) G.result = { draw: alive(G, env.numPlayers) };
      else x.events?.endTurn();
    }
  };
}
var NO_RANDOM = {
  shuffle: () => {
    throw new Error("randomness is only available inside moves and setup");
  },
  int: () => {
    throw new Error("randomness is only available inside moves and setup");
  },
  number: () => {
    throw new Error("randomness is only available inside moves and setup");
  }
};
function phaseSteps(p, ph) {
  const userEnd = ph.endIf !== void 0 ? p.expr(ph.endIf, p.scopes.global, T.boolean) : void 0;
  const resetMoved = (env) => {
    const moved = env.G.moved;
    if (moved.some((n2) => n2 !== 0)) env.G.moved = moved.map(() => 0);
  };
  return {
    onBegin: (x, env) => {
      resetMoved(env);
      run(x, ph.onBegin, env, p.scopes.global);
      afterAction(x, env);
    },
    onEnd: (x, env) => {
      if (env.G.result) return;
      run(x, ph.onEnd, env, p.scopes.global);
      resetMoved(env);
    },
    endIf: (env, activeSeats2) => {
      if (userEnd?.(env)) return true;
      if (!ph.simultaneous) return false;
      const each = ph.maxMovesEach ?? 1;
      const waiting = alive(env.G, env.numPlayers).filter((s) => (env.G.moved[s] ?? 0) < each);
      if (waiting.length === 0) return true;
      const x = { p, random: NO_RANDOM, revealed: [], setup: false };
      return waiting.every((s) => !hasLegalAction(x, env, s, activeSeats2, { includePass: false }));
    }
  };
}
function gameover(G) {
  const r = G.result;
  if (!r) return void 0;
  const extra = {
    ...r.winners ? { winners: r.winners.map(String) } : {},
    ...r.losers ? { losers: r.losers.map(String) } : {},
    ...r.ranks ? { ranks: [...r.ranks] } : {},
    ...r.scores ? { scores: [...r.scores] } : {}
  };
  if (r.draw !== void 0) return { draw: true, players: r.draw.map(String), ...extra };
  if (r.winner !== void 0) return { winner: String(r.winner), ...extra };
  return extra;
}

// ../packages/dsl/src/runtime/view.ts
function backOf(def, card) {
  const c = def.cards[card];
  const ct = c && def.cardTypes[c.type];
  if (!c || !ct || ct.back.length === 0) return null;
  return { back: Object.fromEntries(ct.back.filter((b) => Object.hasOwn(c.attrs, b)).map((b) => [b, c.attrs[b]])) };
}
function viewPile(def, G, zone, pile, owner, seat, all) {
  const mine = owner !== void 0 && owner === seat;
  const shows = (card, index) => {
    if (all) return true;
    switch (zone.visibility) {
      case "public":
        return true;
      case "owner":
        return mine;
      case "top":
        return index === pile.length - 1;
      case "faces":
        return G.faceUp[card] === true || mine && zone.ownerSeesFaceDown;
      case "hidden":
        return false;
    }
  };
  return pile.map((card, i) => shows(card, i) ? card : zone.showBacks ? backOf(def, card) : null);
}
function facesOf(def, ids) {
  const out = {};
  for (const id2 of ids) {
    const card = def.cards[id2];
    if (!card) continue;
    const secret = def.cardTypes[card.type]?.secret ?? [];
    const attrs = secret.length ? Object.fromEntries(Object.entries(card.attrs).filter(([k]) => !secret.includes(k))) : card.attrs;
    out[id2] = { type: card.type, attrs };
  }
  return out;
}
function playerView(def, hooks, G, seat) {
  const all = G.result !== void 0 && def.revealAtEnd;
  const zones = {};
  const visible = /* @__PURE__ */ new Set();
  for (const zone of Object.values(def.zones)) {
    const z6 = G.zones[zone.name];
    const one = (pile, owner) => {
      const v = viewPile(def, G, zone, pile, owner, seat, all);
      for (const c of v) if (typeof c === "number") visible.add(c);
      return v;
    };
    if (zone.scope === "player") {
      zones[zone.name] = zone.row ? z6.map((row, owner) => row.map((pile) => one(pile, owner))) : z6.map((pile, owner) => one(pile, owner));
    } else {
      zones[zone.name] = zone.row ? z6.map((pile) => one(pile)) : one(z6);
    }
  }
  const faceUp = {};
  for (const id2 of Object.keys(G.faceUp)) if (visible.has(Number(id2))) faceUp[id2] = true;
  for (const entry of G.log) for (const id2 of entry.revealed ?? []) visible.add(id2);
  const view = {
    zones,
    faces: facesOf(def, [...visible].sort((a, b) => a - b)),
    faceUp,
    vars: G.vars,
    out: G.out,
    lastOut: G.lastOut,
    options: G.options,
    log: G.log,
    moved: G.moved,
    stuck: G.stuck,
    ...G.result ? { result: G.result } : {},
    ...G.race ? { race: raceView(G.race, seat) } : {}
  };
  if (G.dir !== void 0) view.dir = G.dir;
  if (G.playedBy) {
    const by = {};
    for (const id2 of Object.keys(G.playedBy)) if (visible.has(Number(id2))) by[id2] = G.playedBy[id2];
    view.playedBy = by;
  }
  if (hooks.view) view.hook = hooks.view(G.hook, seat, G);
  return view;
}

// ../packages/dsl/src/runtime/captions.ts
var PART = /\{([^{}]*)\}/g;
function text(v) {
  if (v === null || v === void 0) return "";
  if (typeof v === "number") return Number.isInteger(v) ? String(v) : v.toFixed(1);
  return String(v);
}
function compileCaptions(p) {
  const scope = withLocal(withLocal(withLocal(p.scopes.global, "pile", T.cards), "pileIndex", T.number), "seat", T.number);
  return Object.values(p.def.zones).filter((z6) => z6.caption !== void 0).map((zone) => {
    const parts = [];
    let at = 0;
    for (const m of zone.caption.matchAll(PART)) {
      if (m.index > at) parts.push(zone.caption.slice(at, m.index));
      parts.push(p.expr(m[1], scope));
      at = m.index + m[0].length;
    }
    if (at < zone.caption.length) parts.push(zone.caption.slice(at));
    return { zone, parts };
  });
}
function captionsFor(p) {
  const compiled = compileCaptions(p);
  if (compiled.length === 0) return void 0;
  const memo = /* @__PURE__ */ new WeakMap();
  return (env) => {
    const hit = memo.get(env.G);
    if (hit) return hit;
    const out = {};
    for (const { zone, parts } of compiled) {
      const line = (pile, pileIndex, seat) => {
        const local = { ...env, pile, pileIndex, seat };
        let s = "";
        for (const part of parts) s += typeof part === "string" ? part : text(part(local));
        return s;
      };
      const z6 = env.G.zones[zone.name];
      if (zone.scope === "player") {
        out[zone.name] = zone.row ? z6.map((row, seat) => row.map((pile, i) => line(pile, i, seat))) : z6.map((pile, seat) => line(pile, 0, seat));
      } else {
        out[zone.name] = zone.row ? z6.map((pile, i) => line(pile, i, env.currentPlayer)) : line(z6, 0, env.currentPlayer);
      }
    }
    memo.set(env.G, out);
    return out;
  };
}

// ../packages/dsl/src/runtime/legal-view.ts
var LEGAL_TUPLE_CAP = 600;

// ../packages/dsl/src/runtime/legal.ts
function sentence(reason) {
  const t = reason.trim();
  if (t === "") return "Not available now.";
  const first = t[0].toUpperCase() + t.slice(1);
  return /[.!?)]$/.test(first) ? first : `${first}.`;
}
function waitingReason(x, env, seat, activeSeats2) {
  const G = env.G;
  if (G.result) return "The game is over.";
  if (G.out.includes(seat)) return "You are out of the game.";
  const phase = env.phase ? x.p.def.phases[env.phase] : void 0;
  if (phase?.race) {
    const r = G.race;
    if (!r || !r.open) return "Waiting for the next round.";
    if (!r.racers.includes(seat)) return "You are not racing this round.";
    if (isDone(r, seat)) return "You have answered; waiting for the others.";
    return void 0;
  }
  if (canAct(x.p, env, seat, activeSeats2)) return void 0;
  if (phase?.simultaneous) return "You have made your move; waiting for the others.";
  return `It is not your turn: seat ${env.currentPlayer + 1} is playing.`;
}
function emptyChoice(x, a) {
  const label = labelOf(a);
  if (a.type === "card" || a.type === "cards") {
    const where = a.from.map((z6) => describeZoneRef(x.p.def, z6)).join(" or ");
    return `No card to choose${where ? ` from ${where}` : ""}${a.name !== label ? ` (${label})` : ""}.`;
  }
  return `Nothing to choose for ${label}.`;
}
function movesOf(x, m, self) {
  const scope = x.p.scopes.move[m.name];
  const tuples = [];
  let reason;
  let truncated = false;
  const combos = enumerateArgValues(x, m.args, self, scope);
  if (combos.length === 0) {
    const prefix = [];
    for (const a of m.args) {
      prefix.push(a);
      if (enumerateArgValues(x, prefix, self, scope).length === 0) return emptyChoice(x, a);
    }
    return "Not available now.";
  }
  for (const args of combos) {
    const r = checkMove(x, m, args, self, true);
    if (typeof r === "string") {
      reason ??= sentence(r);
      continue;
    }
    if (tuples.length >= LEGAL_TUPLE_CAP) {
      truncated = true;
      break;
    }
    tuples.push(args);
  }
  if (tuples.length === 0) return reason ?? "Not available now.";
  return truncated ? { args: tuples, truncated } : { args: tuples };
}
function legalView(x, env, seat, activeSeats2) {
  const p = x.p;
  const view = { moves: {}, unavailable: {} };
  const waiting = waitingReason(x, env, seat, activeSeats2);
  if (waiting) view.waiting = waiting;
  const phase = env.phase ? p.def.phases[env.phase] : void 0;
  const open = phase?.race ? [] : movesInPhase(p, env.phase);
  const openNames = new Set(open.map((m) => m.name));
  if (phase?.race && !waiting) {
    view.moves[RACE_MOVES.answer] = { args: [], text: true };
    view.moves[RACE_MOVES.stuck] = { args: [[]] };
  }
  const self = { ...env, self: seat };
  for (const m of open) {
    if (waiting) {
      view.unavailable[m.name] = waiting;
      continue;
    }
    const r = movesOf(x, m, self);
    if (typeof r === "string") view.unavailable[m.name] = r;
    else view.moves[m.name] = r;
  }
  for (const m of Object.values(p.def.moves)) {
    if (openNames.has(m.name)) continue;
    const where = Object.values(p.def.phases).filter((ph) => ph.moves.includes(m.name));
    view.unavailable[m.name] = where.length ? `Only during ${where.map((ph) => phaseLabel(ph)).join(" or ")}.` : "Not available now.";
  }
  const canPass = turnDefFor(p, env.phase).canPass && !phase?.simultaneous && !phase?.race;
  if (canPass) {
    if (waiting) view.unavailable.pass = waiting;
    else view.moves.pass = { args: [[]] };
  } else if (p.def.turn.canPass || Object.values(p.def.phases).some((ph) => ph.turn?.canPass)) {
    view.unavailable.pass = "You cannot pass now.";
  }
  return view;
}
function explainMove(x, env, seat, activeSeats2, move, args) {
  const p = x.p;
  const waiting = waitingReason(x, env, seat, activeSeats2);
  if (waiting) return waiting;
  const phase = env.phase ? p.def.phases[env.phase] : void 0;
  if (phase?.race) return Object.values(RACE_MOVES).includes(move) ? void 0 : "Only answers count during a race.";
  if (move === "pass") return turnDefFor(p, env.phase).canPass && !phase?.simultaneous ? void 0 : "You cannot pass now.";
  const m = movesInPhase(p, env.phase).find((d2) => d2.name === move);
  if (!m) {
    if (!Object.hasOwn(p.def.moves, move)) return "This game has no such move.";
    const where = Object.values(p.def.phases).filter((ph) => ph.moves.includes(move));
    return where.length ? `Only during ${where.map((ph) => phaseLabel(ph)).join(" or ")}.` : "Not available now.";
  }
  const self = { ...env, self: seat };
  const bad = checkArgValues(x, m.args, args, self, p.scopes.move[m.name]);
  if (typeof bad === "string") return `That choice is not allowed (${bad}).`;
  const r = checkMove(x, m, args, self);
  return typeof r === "string" ? sentence(r) : void 0;
}

// ../packages/dsl/src/compile/setup-data.ts
function validateSetupData(def, setupData, numPlayers) {
  if (!Number.isInteger(numPlayers) || numPlayers < def.players.min || numPlayers > def.players.max) {
    return `${def.name} is for ${def.players.min} to ${def.players.max} players, not ${numPlayers}`;
  }
  if (setupData === void 0 || setupData === null) return void 0;
  if (typeof setupData !== "object" || Array.isArray(setupData)) return "setup options must be an object";
  for (const [key, value] of Object.entries(setupData)) {
    if (!Object.hasOwn(def.options, key)) return `unknown option "${key}" (${suggest(key, Object.keys(def.options))})`;
    const o = def.options[key];
    switch (o.type) {
      case "boolean":
        if (typeof value !== "boolean") return `option "${key}" must be true or false`;
        break;
      case "number":
        if (typeof value !== "number" || !Number.isFinite(value) || value < o.min || value > o.max) {
          return `option "${key}" must be a number within ${o.min}..${o.max}`;
        }
        if (o.integer && !Number.isInteger(value)) return `option "${key}" must be a whole number within ${o.min}..${o.max}`;
        break;
      case "enum":
        if (typeof value !== "string" || !o.values.includes(value)) return `option "${key}" must be one of ${o.values.join(", ")}`;
        break;
    }
  }
  return void 0;
}

// ../packages/dsl/src/race/compile.ts
var import_core = __toESM(require_core(), 1);

// ../packages/dsl/src/race/runtime.ts
var MAX_ROUNDS_PER_ACTION = 1e3;
function stamp(x, r) {
  const now = Math.max(clockOf(x.p), r.lastAt);
  r.lastAt = now;
  return now;
}
function racersOf(x, env, race) {
  const inPlay = alive(env.G, env.numPlayers);
  if (race.racers === void 0) return inPlay;
  const v = x.p.expr(race.racers, x.p.scopes.global, T.seats)(env);
  const list = Array.isArray(v) ? v : [];
  return inPlay.filter((s) => list.includes(s));
}
function windowOf(x, env, race) {
  const w = Number(x.p.expr(race.window, x.p.scopes.global, T.number)(env));
  return Number.isFinite(w) && w > 0 ? w : 0;
}
function phaseEnds(x, env, ph) {
  return ph.endIf !== void 0 && Boolean(x.p.expr(ph.endIf, x.p.scopes.global, T.boolean)(env));
}
function openRound(x, env, ph, ctl, depth = 0) {
  const race = ph.race;
  const G = env.G;
  run(x, race.begin, env, x.p.scopes.global);
  const prev = G.race;
  const now = Math.max(clockOf(x.p), prev?.lastAt ?? -Infinity);
  G.race = {
    round: (prev?.round ?? 0) + 1,
    open: true,
    openedAt: now,
    lastAt: now,
    racers: racersOf(x, env, race),
    correct: [],
    stuck: [],
    wrong: Array.from({ length: env.numPlayers }, () => 0),
    ...prev?.last ? { last: prev.last } : {}
  };
  afterAction(x, env);
  if (G.result) {
    G.race.open = false;
    return;
  }
  G.race.racers = G.race.racers.filter((s) => !G.out.includes(s));
  if (G.race.racers.length === 0 && depth < MAX_ROUNDS_PER_ACTION) resolve2(x, env, ph, ctl, depth + 1);
}
function nobodyLeft(G, r) {
  return r.racers.every((s) => G.out.includes(s) || isDone(r, s));
}
function resolve2(x, env, ph, ctl, depth = 0) {
  const race = ph.race;
  const G = env.G;
  const r = G.race;
  const first = r.correct[0];
  const inWindow = r.correct.filter((c, i) => i === 0 || r.deadline === void 0 || c.at < r.deadline);
  const seats = inWindow.map((c) => c.seat);
  const outcome = !first ? "stuck" : seats.length === 1 ? "win" : "tie";
  r.open = false;
  delete r.deadline;
  const answer = expectedAnswers(x, env, race, seats[0] ?? r.racers[0] ?? 0)[0];
  r.last = { round: r.round, outcome, seats, margins: inWindow.map((c) => c.at - first.at), ...answer !== void 0 ? { answer } : {} };
  G.log.push({
    turn: env.turn,
    seat: outcome === "win" ? seats[0] : null,
    move: "raceResolve",
    message: outcome === "win" ? `seat ${seats[0]} wins the race` : outcome === "tie" ? `tie between seats ${seats.join(", ")}` : "everyone is stuck"
  });
  const global = x.p.scopes.global;
  if (outcome === "win") run(x, race.win, { ...env, winner: seats[0] }, withLocal(global, "winner", T.number));
  else if (outcome === "tie") run(x, race.tie, { ...env, tied: seats }, withLocal(global, "tied", T.seats));
  else run(x, race.stuck, env, global);
  afterAction(x, env);
  if (G.result || ctl.phaseEnded || phaseEnds(x, env, ph)) return;
  openRound(x, env, ph, ctl, depth);
}
function raceMove(x, env, ph, seat, kind, text2, ctl) {
  const race = ph.race;
  const G = env.G;
  const r = G.race;
  if (!r || !r.open || G.result) return false;
  if (!Number.isInteger(seat) || !alive(G, env.numPlayers).includes(seat)) return false;
  if (kind === "answer" && (typeof text2 !== "string" || text2.length > race.maxLength)) return false;
  const now = stamp(x, r);
  if (r.deadline !== void 0 && now >= r.deadline) {
    resolve2(x, env, ph, ctl);
    return true;
  }
  if (kind === "resolve") return false;
  if (!r.racers.includes(seat) || isDone(r, seat)) return false;
  if (kind === "stuck") {
    r.stuck.push(seat);
  } else {
    const said = normaliseAnswer(text2, race.caseSensitive);
    const right = said !== "" && expectedAnswers(x, env, race, seat).some((a) => normaliseAnswer(a, race.caseSensitive) === said);
    if (right) {
      r.correct.push({ seat, at: now });
      if (r.deadline === void 0) r.deadline = now + windowOf(x, env, race);
    } else {
      r.wrong[seat] = (r.wrong[seat] ?? 0) + 1;
    }
  }
  const closed = r.deadline !== void 0 && now >= r.deadline;
  if (closed || nobodyLeft(G, r)) resolve2(x, env, ph, ctl);
  return true;
}

// ../packages/dsl/src/compile/move-map.ts
function moveMap(entries) {
  const map = /* @__PURE__ */ Object.create(null);
  for (const [name, move] of entries) map[name] = move;
  return map;
}

// ../packages/dsl/src/race/compile.ts
function tracked(x, ctl) {
  const ev = x.events;
  if (!ev) return x;
  x.events = {
    endTurn: () => ev.endTurn(),
    endPhase: () => {
      ctl.phaseEnded = true;
      ev.endPhase();
    },
    setPhase: (phase) => {
      ctl.phaseEnded = true;
      ev.setPhase(phase);
    }
  };
  return x;
}
function raceMoveStep(ph, kind) {
  return (x, env, seat, raw) => {
    if (raw.length > (kind === "answer" ? 1 : 0)) return false;
    const ctl = { phaseEnded: false };
    env.self = seat;
    try {
      return raceMove(tracked(x, ctl), env, ph, seat, kind, raw[0], ctl);
    } catch (e) {
      if (e instanceof InvalidMove) return false;
      throw e;
    }
  };
}
function raceBegin(ph, x, env) {
  const ctl = { phaseEnded: false };
  openRound(tracked(x, ctl), env, ph, ctl);
}
function raceEnd(G) {
  if (G.race) G.race.open = false;
}
function raceMoveConfig(ph, kind, tools) {
  const step = raceMoveStep(ph, kind);
  return {
    move: ({ G, ctx, playerID, random, events }, ...raw) => step(tools.exec(random, events), tools.env(G, ctx), Number(playerID), raw) ? void 0 : import_core.INVALID_MOVE,
    client: false,
    redact: kind === "answer",
    ignoreStaleStateID: true
  };
}
function attachRace(ph, config, tools) {
  const begin = config.onBegin;
  config.onBegin = (args) => {
    begin?.(args);
    raceBegin(ph, tools.exec(args.random, args.events), tools.env(args.G, args.ctx));
  };
  const end = config.onEnd;
  config.onEnd = (args) => {
    end?.(args);
    raceEnd(args.G);
  };
  config.moves = moveMap([
    [RACE_MOVES.answer, raceMoveConfig(ph, "answer", tools)],
    [RACE_MOVES.stuck, raceMoveConfig(ph, "stuck", tools)],
    [RACE_MOVES.resolve, raceMoveConfig(ph, "resolve", tools)]
  ]);
}

// ../packages/dsl/src/compile/compile.ts
function hookRandom(random) {
  if (!random) {
    const none = () => {
      throw new Error("randomness is only available inside moves and setup");
    };
    return { shuffle: none, int: none, number: none };
  }
  return {
    shuffle: (items) => random.Shuffle([...items]),
    int: (n2) => Math.floor(random.Number() * n2),
    number: () => random.Number()
  };
}
var noRandom = hookRandom(void 0);
function envOf(G, ctx) {
  return { G, numPlayers: ctx.numPlayers, currentPlayer: Number(ctx.currentPlayer), turn: ctx.turn, phase: ctx.phase ?? null };
}
function execOf(p, random, events) {
  const ev = events ? {
    endTurn: () => events.endTurn(),
    endPhase: () => events.endPhase(),
    setPhase: (ph) => events.setPhase(ph)
  } : void 0;
  return { p, random: random ? hookRandom(random) : noRandom, ...ev ? { events: ev } : {}, revealed: [], setup: false };
}
function activeSeats(ctx) {
  return ctx.activePlayers ? Object.keys(ctx.activePlayers).map(Number) : null;
}
function pos(ctx, seat) {
  return Math.max(0, ctx.playOrder.indexOf(String(seat)));
}
function compileMove(p, step, m) {
  return {
    move: ({ G, ctx, random, events, playerID }, ...raw) => {
      const x = execOf(p, random, events);
      return step(x, envOf(G, ctx), Number(playerID), raw, activeSeats(ctx)) ? void 0 : import_core2.INVALID_MOVE;
    },
    ...m ? { client: !m.serverOnly, redact: m.secretArgs, ignoreStaleStateID: m.simultaneous } : {}
  };
}
function compileTurn(p, t, simultaneous) {
  const steps = turnSteps(p, t, Boolean(simultaneous));
  const turn = {
    order: {
      first: ({ G, ctx }) => pos(ctx, steps.first(envOf(G, ctx))),
      next: ({ G, ctx }) => {
        const seat = steps.next(envOf(G, ctx));
        return seat === void 0 ? void 0 : pos(ctx, seat);
      }
    },
    onBegin: ({ G, ctx, random, events }) => steps.onBegin(execOf(p, random, events), envOf(G, ctx), activeSeats(ctx))
  };
  if (t.maxMoves !== void 0) turn.maxMoves = t.maxMoves;
  if (simultaneous) turn.activePlayers = { all: import_core2.Stage.NULL };
  return turn;
}
function compilePhase(p, ph) {
  const steps = phaseSteps(p, ph);
  const config = {
    onBegin: ({ G, ctx, random, events }) => steps.onBegin(execOf(p, random, events), envOf(G, ctx)),
    onEnd: ({ G, ctx, random, events }) => steps.onEnd(execOf(p, random, events), envOf(G, ctx)),
    endIf: ({ G, ctx }) => steps.endIf(envOf(G, ctx), activeSeats(ctx)),
    turn: compileTurn(p, ph.turn ?? p.def.turn, ph.simultaneous || ph.race ? ph : void 0)
  };
  if (ph.start) config.start = true;
  if (ph.next) config.next = ph.next;
  if (ph.moves.length > 0) {
    config.moves = moveMap(ph.moves.map((n2) => [n2, compileMove(p, moveStep(p, p.def.moves[n2]), p.def.moves[n2])]));
    if ((ph.turn ?? p.def.turn).canPass && !ph.simultaneous) config.moves.pass = compileMove(p, passStep(p), void 0);
  }
  if (ph.race) attachRace(ph, config, { exec: (random, events) => execOf(p, random, events), env: envOf });
  return config;
}
function compile(def, hooks = {}, opts = {}) {
  const p = buildProgram(def, hooks);
  if (opts.clock) p.clock = opts.clock;
  const moves = moveMap(Object.values(def.moves).map((m) => [m.name, compileMove(p, moveStep(p, m), m)]));
  if (def.turn.canPass) moves.pass = compileMove(p, passStep(p), void 0);
  const phases = {};
  for (const ph of Object.values(def.phases)) phases[ph.name] = compilePhase(p, ph);
  const captions = captionsFor(p);
  const enumerate = (G, ctx, playerID) => legalActions(execOf(p, void 0, void 0), envOf(G, ctx), Number(playerID), activeSeats(ctx));
  const legal = (G, ctx, playerID) => legalView(execOf(p, void 0, void 0), envOf(G, ctx), Number(playerID), activeSeats(ctx));
  const game = {
    name: def.id,
    minPlayers: def.players.min,
    maxPlayers: def.players.max,
    disableUndo: true,
    setup: ({ ctx, random }, setupData) => initialState(p, ctx.numPlayers, hookRandom(random), setupData),
    validateSetupData: (setupData, numPlayers) => validateSetupData(def, setupData, numPlayers),
    moves,
    turn: compileTurn(p, def.turn, void 0),
    ...Object.keys(phases).length ? { phases } : {},
    endIf: ({ G }) => gameover(G),
    playerView: ({ G, ctx, playerID }) => {
      const view = playerView(def, hooks, G, playerID === null || playerID === void 0 ? null : Number(playerID));
      return captions ? { ...view, captions: captions(envOf(G, ctx)) } : view;
    },
    // Every turn, phase and game end is decided inside moves; a client may not send any event itself.
    events: { endTurn: false, endPhase: false, setPhase: false, endGame: false, endStage: false, setStage: false, pass: false, setActivePlayers: false },
    ai: { enumerate: (G, ctx, playerID) => enumerate(G, ctx, playerID) },
    deckhand: {
      def,
      hooks,
      legalActions: enumerate,
      playerView: (G, playerID) => playerView(def, hooks, G, playerID === null ? null : Number(playerID)),
      legalView: legal,
      explainMove: (G, ctx, playerID, move, args) => explainMove(execOf(p, void 0, void 0), envOf(G, ctx), Number(playerID), activeSeats(ctx), move, Array.isArray(args) ? args : []),
      withClock: (clock) => compile(def, hooks, { ...opts, clock }),
      program: p
    }
  };
  return game;
}

// ../packages/dsl/src/hooks/api.ts
function hookNames(hooks) {
  return [...Object.keys(hooks?.effects ?? {}), ...Object.keys(hooks?.guards ?? {})];
}

// ../packages/dsl/src/sim/prng.ts
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// ../packages/dsl/src/sim/alea.ts
function mash() {
  let n2 = 4022871197;
  return (data) => {
    for (let i = 0; i < data.length; i++) {
      n2 += data.charCodeAt(i);
      let h = 0.02519603282416938 * n2;
      n2 = h >>> 0;
      h -= n2;
      h *= n2;
      n2 = h >>> 0;
      h -= n2;
      n2 += h * 4294967296;
    }
    return (n2 >>> 0) * 23283064365386963e-26;
  };
}
function aleaSeed(seed) {
  const m = mash();
  const r = { c: 1, s0: m(" "), s1: m(" "), s2: m(" ") };
  const text2 = String(seed);
  r.s0 -= m(text2);
  if (r.s0 < 0) r.s0 += 1;
  r.s1 -= m(text2);
  if (r.s1 < 0) r.s1 += 1;
  r.s2 -= m(text2);
  if (r.s2 < 0) r.s2 += 1;
  return r;
}
function aleaNext(r) {
  const t = 2091639 * r.s0 + r.c * 23283064365386963e-26;
  r.s0 = r.s1;
  r.s1 = r.s2;
  return r.s2 = t - (r.c = Math.trunc(t));
}
function aleaRandom(r) {
  return {
    shuffle: (items) => {
      const clone = [...items];
      let source = clone.length;
      let dest = 0;
      const shuffled = new Array(source);
      while (source) {
        const i = Math.trunc(source * aleaNext(r));
        shuffled[dest++] = clone[i];
        clone[i] = clone[--source];
      }
      return shuffled;
    },
    int: (n2) => Math.floor(aleaNext(r) * n2),
    number: () => aleaNext(r)
  };
}

// ../packages/dsl/src/sim/clone.ts
function copyNested(a) {
  if (a.length === 0 || !Array.isArray(a[0])) return a.slice();
  const out = new Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = copyNested(a[i]);
  return out;
}
function copyData(v) {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map(copyData);
  const out = {};
  for (const k of Object.keys(v)) out[k] = copyData(v[k]);
  return out;
}
function cloneG(G) {
  const out = {};
  const src = G;
  for (const k in src) {
    const v = src[k];
    switch (k) {
      case "zones": {
        const zones = {};
        for (const z6 in G.zones) zones[z6] = copyNested(G.zones[z6]);
        out.zones = zones;
        break;
      }
      case "vars": {
        const vars = {};
        for (const name in G.vars) {
          const x = G.vars[name];
          vars[name] = Array.isArray(x) ? copyData(x) : x;
        }
        out.vars = vars;
        break;
      }
      case "faceUp":
        out.faceUp = { ...G.faceUp };
        break;
      case "log":
        out.log = G.log.slice();
        break;
      case "options":
      case "result":
        out[k] = v;
        break;
      default:
        out[k] = Array.isArray(v) && (v.length === 0 || typeof v[0] === "number") ? v.slice() : copyData(v);
    }
  }
  return out;
}

// ../packages/dsl/src/sim/reject.ts
function bare(e) {
  return typeof e === "string" && /^[A-Za-z_]\w*$/.test(e.trim()) ? e.trim() : void 0;
}
function surePile(def, ref, args, first) {
  const zone = def.zones[ref.zone];
  if (!zone || zone.capacity !== void 0) return false;
  if (zone.scope === "player") {
    const seat = bare(ref.seat);
    const seatArg = args.find((a) => a.name === seat);
    if (seat !== "self" && seatArg?.type !== "seat") return false;
  }
  if (!zone.row) return true;
  const pile = bare(ref.pile);
  const arg = args.find((a) => a.name === pile);
  return first && arg?.type === "pile" && arg.zone.zone === ref.zone && String(arg.zone.seat ?? "") === String(ref.seat ?? "");
}
function effectMayReject(def, e, args, first) {
  switch (e.op) {
    case "hook":
      return true;
    case "move": {
      if (e.cards !== void 0) {
        const arg = args.find((a) => a.name === bare(e.cards));
        if (arg?.type !== "card" && arg?.type !== "cards") return true;
      }
      return !surePile(def, e.to, args, first);
    }
    case "deal":
      return !surePile(def, e.from, args, first) || def.zones[e.to.zone]?.capacity !== void 0;
    case "if":
      return effectsMayReject(def, e.then, args, false) || effectsMayReject(def, e.else, args, false);
    case "forEachSeat":
      return effectsMayReject(def, e.do, args, false);
    default:
      return false;
  }
}
function effectsMayReject(def, effects, args, first) {
  return effects.some((e, i) => effectMayReject(def, e, args, first && i === 0));
}
function moveMayReject(def, m) {
  return effectsMayReject(def, m.do, m.args, true);
}

// ../packages/dsl/src/sim/flow.ts
function phaseOfCtx(ctx) {
  return ctx.phase ?? null;
}
function allActive(ctx) {
  const out = {};
  for (const id2 of ctx.playOrder) out[id2] = null;
  return out;
}
var Flow = class {
  constructor(p) {
    this.p = p;
    const def = p.def;
    const global = /* @__PURE__ */ new Map();
    for (const m of Object.values(def.moves)) global.set(m.name, { step: moveStep(p, m), mayReject: moveMayReject(def, m) });
    if (def.turn.canPass) global.set("pass", { step: passStep(p), mayReject: false });
    this.phases.set(null, { turn: turnSteps(p, def.turn, false), allActive: false, next: null, moves: global });
    for (const ph of Object.values(def.phases)) {
      const t = ph.turn ?? def.turn;
      const shared = ph.simultaneous || Boolean(ph.race);
      let moves = global;
      if (ph.race) {
        moves = /* @__PURE__ */ new Map();
        for (const kind of ["answer", "stuck", "resolve"]) {
          const step = raceMoveStep(ph, kind);
          moves.set(RACE_MOVES[kind], { step: (x, env, seat, raw) => step(x, env, seat, raw), mayReject: true });
        }
      } else if (ph.moves.length > 0) {
        moves = /* @__PURE__ */ new Map();
        for (const n2 of ph.moves) moves.set(n2, { step: moveStep(p, def.moves[n2]), mayReject: moveMayReject(def, def.moves[n2]) });
        if (t.canPass && !ph.simultaneous) moves.set("pass", { step: passStep(p), mayReject: false });
      }
      this.phases.set(ph.name, {
        steps: phaseSteps(p, ph),
        ...ph.race ? { race: ph } : {},
        turn: turnSteps(p, t, shared),
        ...t.maxMoves !== void 0 ? { maxMoves: t.maxMoves } : {},
        allActive: shared,
        next: ph.next ?? null,
        moves
      });
      if (ph.start) this.startPhase = ph.name;
    }
  }
  p;
  phases = /* @__PURE__ */ new Map();
  startPhase = null;
  phase(name) {
    return this.phases.get(name) ?? this.phases.get(null);
  }
  /** boardgame.io's `ctx` before the first phase starts. */
  initialCtx(numPlayers) {
    return {
      numPlayers,
      turn: 0,
      currentPlayer: "0",
      playOrder: Array.from({ length: numPlayers }, (_, i) => String(i)),
      playOrderPos: 0,
      phase: this.startPhase,
      activePlayers: null,
      numMoves: 0
    };
  }
  /** Starts the game's flow on a state whose `G` was just set up (boardgame.io's `flow.init`). */
  begin(s) {
    const r = this.newRun(s);
    this.process(r, [{ fn: "StartGame" }]);
    this.flush(r);
  }
  /** The move `name` open to `seat` now, or undefined (boardgame.io's `getMove` and activity checks). */
  moveFor(s, seat, name) {
    const ctx = s.ctx;
    if (ctx.gameover !== void 0) return void 0;
    if (ctx.activePlayers ? !(seat in ctx.activePlayers) : ctx.currentPlayer !== seat) return void 0;
    return this.phase(phaseOfCtx(ctx)).moves.get(name);
  }
  /**
   * Runs a move already found by `moveFor`, then the flow after it. False when the move rejects itself; the caller
   * restores the state if `move.mayReject` (and then kept a copy).
   */
  runMove(s, move, seat, args) {
    const r = this.newRun(s);
    const ctx = s.ctx;
    if (!move.step(this.exec(r), this.env(s), Number(seat), args, this.activeSeats(ctx))) return false;
    if (seat === ctx.currentPlayer) ctx.numMoves = (ctx.numMoves ?? 0) + 1;
    this.process(r, [{ fn: "OnMove" }]);
    this.flush(r);
    s.stateID++;
    return true;
  }
  activeSeats(ctx) {
    return ctx.activePlayers ? Object.keys(ctx.activePlayers).map(Number) : null;
  }
  env(s) {
    const ctx = s.ctx;
    return { G: s.G, numPlayers: ctx.numPlayers, currentPlayer: Number(ctx.currentPlayer), turn: ctx.turn, phase: phaseOfCtx(ctx) };
  }
  exec(r) {
    return { p: this.p, random: r.random, events: r.events, revealed: [], setup: false };
  }
  newRun(s) {
    const queue = [];
    const r = {
      s,
      queue,
      random: aleaRandom(s.random),
      inEnd: false,
      events: {
        endTurn: () => queue.push({ type: "endTurn", turn: s.ctx.turn, phase: phaseOfCtx(s.ctx), fromEnd: r.inEnd }),
        endPhase: () => queue.push({ type: "endPhase", turn: s.ctx.turn, phase: phaseOfCtx(s.ctx), fromEnd: r.inEnd }),
        setPhase: (next) => queue.push({ type: "setPhase", turn: s.ctx.turn, phase: phaseOfCtx(s.ctx), next, fromEnd: r.inEnd })
      }
    };
    return r;
  }
  /** boardgame.io's events plugin flush: the queued events in order, each through the flow. */
  flush(r) {
    const ctx = r.s.ctx;
    const initialTurn = ctx.turn;
    for (let i = 0; i < r.queue.length; i++) {
      const ev = r.queue[i];
      if (ctx.turn - initialTurn >= ctx.numPlayers * 100) throw new Error("more turns ended in one action than boardgame.io allows");
      if (ev.fromEnd) throw new Error(`${ev.type} asked for in a phase's onEnd, which boardgame.io refuses`);
      if (ctx.gameover !== void 0) break;
      const phase = phaseOfCtx(ctx);
      if (ev.type === "endTurn") {
        if (ev.turn !== ctx.turn) continue;
        this.process(r, [{ fn: "EndTurn", turn: ctx.turn, phase }]);
      } else {
        if (ev.phase !== phase) continue;
        this.process(r, [{ fn: "EndPhase", turn: ctx.turn, phase, ...ev.type === "setPhase" ? { arg: { next: ev.next } } : {} }]);
      }
    }
  }
  /** boardgame.io's `Process`: runs flow steps, checking after each whether the game, phase or turn ends. */
  process(r, events) {
    const ctx = r.s.ctx;
    const phasesEnded = /* @__PURE__ */ new Set();
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      if (e.fn === "EndPhase") {
        const phase = phaseOfCtx(ctx);
        if (phasesEnded.has(phase)) {
          ctx.phase = null;
          return;
        }
        phasesEnded.add(phase);
      }
      const next = [];
      this.step(r, e, next);
      if (e.fn === "EndGame") break;
      const over = gameover(r.s.G);
      if (over) {
        events.push({ fn: "EndGame", arg: over, turn: ctx.turn, phase: phaseOfCtx(ctx) });
        continue;
      }
      const cfg = this.phase(phaseOfCtx(ctx));
      if (cfg.steps?.endIf(this.env(r.s), this.activeSeats(ctx))) {
        events.push({ fn: "EndPhase", arg: true, turn: ctx.turn, phase: phaseOfCtx(ctx) });
        continue;
      }
      if (e.fn === "OnMove" && cfg.maxMoves && (ctx.numMoves ?? 0) >= cfg.maxMoves) {
        events.push({ fn: "EndTurn", arg: true, turn: ctx.turn, phase: phaseOfCtx(ctx) });
        continue;
      }
      for (const n2 of next) events.push(n2);
    }
  }
  step(r, e, next) {
    const s = r.s;
    const ctx = s.ctx;
    switch (e.fn) {
      case "StartGame":
        next.push({ fn: "StartPhase" });
        return;
      case "StartPhase": {
        const cfg = this.phase(phaseOfCtx(ctx));
        if (cfg.steps) cfg.steps.onBegin(this.exec(r), this.env(s));
        if (cfg.race) raceBegin(cfg.race, this.exec(r), this.env(s));
        next.push({ fn: "StartTurn" });
        return;
      }
      case "StartTurn": {
        const cfg = this.phase(phaseOfCtx(ctx));
        if (e.currentPlayer !== void 0) {
          ctx.currentPlayer = e.currentPlayer;
          if (cfg.allActive) ctx.activePlayers = allActive(ctx);
        } else {
          ctx.playOrder = Array.from({ length: ctx.numPlayers }, (_, i) => String(i));
          const pos2 = positionOf(ctx, cfg.turn.first(this.env(s)));
          ctx.playOrderPos = pos2;
          ctx.currentPlayer = ctx.playOrder[pos2] + "";
          ctx.activePlayers = cfg.allActive ? allActive(ctx) : null;
        }
        ctx.turn += 1;
        ctx.numMoves = 0;
        cfg.turn.onBegin(this.exec(r), this.env(s), this.activeSeats(ctx));
        return;
      }
      case "UpdatePhase": {
        const arg = e.arg;
        if (arg && arg.next) {
          if (!this.phases.has(arg.next)) return;
          ctx.phase = arg.next;
        } else {
          ctx.phase = this.phase(e.phase ?? null).next ?? null;
        }
        next.push({ fn: "StartPhase" });
        return;
      }
      case "UpdateTurn": {
        const cfg = this.phase(phaseOfCtx(ctx));
        const seat = cfg.turn.next(this.env(s));
        if (seat === void 0) {
          next.push({ fn: "EndPhase", turn: ctx.turn, phase: phaseOfCtx(ctx) });
        } else {
          const pos2 = positionOf(ctx, seat);
          ctx.playOrderPos = pos2;
          ctx.currentPlayer = ctx.playOrder[pos2] + "";
          next.push({ fn: "StartTurn", currentPlayer: ctx.currentPlayer });
        }
        return;
      }
      case "EndGame": {
        this.endPhase(r, { fn: "EndPhase", phase: e.phase ?? null }, void 0);
        ctx.gameover = e.arg === void 0 ? true : e.arg;
        return;
      }
      case "EndPhase":
        this.endPhase(r, e, next);
        return;
      case "EndTurn":
        this.endTurn(r, e, next);
        return;
      case "OnMove":
        return;
    }
  }
  endTurn(r, e, next) {
    const ctx = r.s.ctx;
    if (e.turn !== ctx.turn) return;
    next?.push({ fn: "UpdateTurn", arg: e.arg, currentPlayer: ctx.currentPlayer });
    ctx.activePlayers = null;
  }
  endPhase(r, e, next) {
    const s = r.s;
    const ctx = s.ctx;
    this.endTurn(r, { fn: "EndTurn", ...e.turn !== void 0 ? { turn: e.turn } : {} }, void 0);
    const phase = phaseOfCtx(ctx);
    next?.push({ fn: "UpdatePhase", arg: e.arg, phase });
    if (phase === null) return;
    const cfg = this.phase(phase);
    r.inEnd = true;
    try {
      cfg.steps?.onEnd(this.exec(r), this.env(s));
      if (cfg.race) raceEnd(s.G);
    } finally {
      r.inEnd = false;
    }
    ctx.phase = null;
  }
};
function positionOf(ctx, seat) {
  return Math.max(0, ctx.playOrder.indexOf(String(seat)));
}

// ../packages/dsl/src/sim/simulator.ts
var cache = /* @__PURE__ */ new WeakMap();
function simulator(game) {
  let sim = cache.get(game);
  if (!sim) cache.set(game, sim = makeSimulator(game));
  return sim;
}
function copyState(s) {
  return { G: cloneG(s.G), ctx: copyCtx(s.ctx), random: { ...s.random }, stateID: s.stateID };
}
function copyCtx(ctx) {
  const out = { ...ctx, playOrder: ctx.playOrder.slice() };
  if (ctx.activePlayers) out.activePlayers = { ...ctx.activePlayers };
  return out;
}
function makeSimulator(game) {
  const p = game.deckhand.program;
  const flow = new Flow(p);
  const hooks = p.hooks;
  const def = p.def;
  const noRandom2 = {
    shuffle: () => {
      throw new Error("randomness is only available inside moves and setup");
    },
    int: () => {
      throw new Error("randomness is only available inside moves and setup");
    },
    number: () => {
      throw new Error("randomness is only available inside moves and setup");
    }
  };
  return {
    start({ players, seed, setupData }) {
      const random = aleaSeed(seed);
      const ctx = flow.initialCtx(players);
      const G = initialState(p, players, aleaRandom(random), setupData);
      const s = { G, ctx, random, stateID: 0 };
      flow.begin(s);
      return s;
    },
    fromState(state, seed = "search") {
      const data = state.plugins?.random?.data ?? {};
      const random = data.prngstate ? { ...data.prngstate } : aleaSeed(data.seed ?? seed);
      return { G: cloneG(state.G), ctx: copyCtx(state.ctx), random, stateID: state._stateID ?? 0 };
    },
    clone: copyState,
    actors(s) {
      const ctx = s.ctx;
      if (ctx.gameover !== void 0) return [];
      return ctx.activePlayers ? Object.keys(ctx.activePlayers).map(Number) : [Number(ctx.currentPlayer)];
    },
    legalActions(s, seat) {
      return legalActions({ p, random: noRandom2, revealed: [], setup: false }, flow.env(s), seat, flow.activeSeats(s.ctx));
    },
    apply(s, seat, action) {
      const id2 = String(seat);
      const move = flow.moveFor(s, id2, action.move);
      if (!move) return false;
      const args = Array.isArray(action.args) ? action.args : action.args === void 0 ? [] : [action.args];
      const before = move.mayReject ? copyState(s) : void 0;
      if (flow.runMove(s, move, id2, args)) return true;
      if (before) Object.assign(s, before);
      return false;
    },
    result: (s) => s.G.result,
    isOver: (s) => s.ctx.gameover !== void 0,
    view: (s, seat) => playerView(def, hooks, s.G, seat)
  };
}

// ../packages/games/src/load.ts
var GAMES_DIR = resolve3(dirname(fileURLToPath(import.meta.url)), "..");
function gameFolders(root = GAMES_DIR) {
  return readdirSync(root, { withFileTypes: true }).filter((d2) => d2.isDirectory() && existsSync(join(root, d2.name, "game.yaml"))).map((d2) => join(root, d2.name)).sort();
}
async function loadBot(dir) {
  const file = join(dir, "bots.ts");
  if (!existsSync(file)) return void 0;
  const mod = await import(pathToFileURL(file).href);
  return mod.bot;
}
async function loadHooks(dir) {
  const file = join(dir, "hooks.ts");
  if (!existsSync(file)) return {};
  const mod = await import(pathToFileURL(file).href);
  return mod.hooks ?? mod.default ?? {};
}
async function loadGameFrom(dir) {
  const file = join(dir, "game.yaml");
  const hooks = await loadHooks(dir);
  const r = validate(readFileSync(file, "utf8"), {
    file,
    hooks: hookNames(hooks),
    readContent: (rel) => {
      const p = resolve3(dir, rel);
      return p.startsWith(dir) && existsSync(p) ? readFileSync(p, "utf8") : void 0;
    }
  });
  if (!r.ok) throw new DiagnosticError(r.diagnostics);
  const bot = await loadBot(dir);
  return { id: r.def.id, name: r.def.name, dir, def: r.def, hooks, game: compile(r.def, hooks), ...bot ? { bot } : {} };
}
async function loadGame(id2, root = GAMES_DIR) {
  const dir = gameFolders(root).find((d2) => d2.endsWith(`/${id2}`) || d2.endsWith(`\\${id2}`));
  if (!dir) throw new Error(`no game "${id2}" under ${root} (games: ${gameFolders(root).map((d2) => d2.split(/[/\\]/).pop()).join(", ")})`);
  return loadGameFrom(dir);
}

// src/bench/drivers.ts
var import_internal = __toESM(require_internal(), 1);
var seedOf2 = (i) => `bench-${i}`;
function reducerDriver(game) {
  const processed = (0, import_internal.ProcessGameConfig)(game);
  const enumerate = processed.ai.enumerate;
  return (games, players) => {
    let actions = 0;
    for (let i = 0; i < games; i++) {
      const seeded = { ...processed, seed: seedOf2(i) };
      let state = (0, import_internal.InitializeGame)({ game: seeded, numPlayers: players });
      const reducer = (0, import_internal.CreateGameReducer)({ game: seeded });
      const rand = prng(i + 1);
      while (!state.ctx.gameover) {
        const seat = state.ctx.currentPlayer;
        const list = enumerate(state.G, state.ctx, seat);
        const a = list[Math.floor(rand() * list.length)];
        const next = reducer(state, { type: "MAKE_MOVE", payload: { type: a.move, args: a.args, playerID: seat } });
        if (next._stateID === state._stateID) throw new Error(`${game.name}: a listed action was refused (${a.move})`);
        state = next;
        actions++;
      }
    }
    return actions;
  };
}
function simDriver(game) {
  const sim = simulator(game);
  return (games, players) => {
    let actions = 0;
    for (let i = 0; i < games; i++) {
      const s = sim.start({ players, seed: seedOf2(i) });
      const rand = prng(i + 1);
      while (!sim.isOver(s)) {
        const seat = sim.actors(s)[0];
        const list = sim.legalActions(s, seat);
        if (!sim.apply(s, seat, list[Math.floor(rand() * list.length)])) throw new Error(`${game.name}: a listed action was refused`);
        actions++;
      }
    }
    return actions;
  };
}

// bench/profile.ts
var id = process.argv[2] ?? "bag";
var mode = process.argv[3] ?? "sim";
var g = (await loadGame(id)).game;
var d = mode === "sim" ? simDriver(g) : reducerDriver(g);
d(3, 4);
var c0 = process.cpuUsage();
var t0 = performance.now();
var n = 0;
while (performance.now() - t0 < Number(process.argv[4] ?? 3) * 1e3) n += d(mode === "sim" ? 10 : 2, 4);
var cpu = process.cpuUsage(c0);
var us = cpu.user + cpu.system;
console.log(id, mode, Math.round(n / us * 1e6), "actions per CPU s", Math.round(us / n * 1e3) / 1e3, "\xB5s/action");
