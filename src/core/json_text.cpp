// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "json_text.h"

#include <QCborValue>
#include <QChar>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gt {

void JsonText::grow(std::size_t more)
{
    const std::size_t capacity = std::max({m_capacity * 2, m_size + more, std::size_t(4096)});
    auto data = std::make_unique<char[]>(capacity);
    if (m_size > 0)
        std::memcpy(data.get(), m_data.get(), m_size);
    m_data = std::move(data);
    m_capacity = capacity;
}

// As QJsonDocument escapes: the two-character escapes it knows, \u00xx for other control
// characters, \uxxxx for a lone surrogate.
char* JsonText::escaped(char* out, char16_t c)
{
    static constexpr char kHex[] = "0123456789abcdef";
    *out++ = '\\';
    switch (c) {
    case u'"': *out++ = '"'; return out;
    case u'\\': *out++ = '\\'; return out;
    case u'\b': *out++ = 'b'; return out;
    case u'\f': *out++ = 'f'; return out;
    case u'\n': *out++ = 'n'; return out;
    case u'\r': *out++ = 'r'; return out;
    case u'\t': *out++ = 't'; return out;
    default: break;
    }
    const char hex[] = {'u', kHex[c >> 12], kHex[(c >> 8) & 15], kHex[(c >> 4) & 15], kHex[c & 15]};
    std::memcpy(out, hex, sizeof hex);
    return out + sizeof hex;
}

// Quoted and escaped as QJsonDocument does it; everything not escaped is UTF-8.
void JsonText::string(QStringView text)
{
    const char16_t* s = text.utf16();
    const std::size_t size = std::size_t(text.size());
    reserve(6 * size + 2); // the longest form of a UTF-16 unit is a six-byte escape
    char* out = m_data.get() + m_size;
    *out++ = '"';
    for (std::size_t i = 0; i < size; ++i) {
        const char16_t c = s[i];
        if (c < 0x80) {
            if (c >= 0x20 && c != u'"' && c != u'\\')
                *out++ = char(c);
            else
                out = escaped(out, c);
        } else if (c < 0x800) {
            *out++ = char(0xc0 | (c >> 6));
            *out++ = char(0x80 | (c & 0x3f));
        } else if (QChar::isHighSurrogate(c) && i + 1 < size && QChar::isLowSurrogate(s[i + 1])) {
            const char32_t u = QChar::surrogateToUcs4(c, s[++i]);
            *out++ = char(0xf0 | (u >> 18));
            *out++ = char(0x80 | ((u >> 12) & 0x3f));
            *out++ = char(0x80 | ((u >> 6) & 0x3f));
            *out++ = char(0x80 | (u & 0x3f));
        } else if (QChar::isSurrogate(c)) {
            out = escaped(out, c);
        } else {
            *out++ = char(0xe0 | (c >> 12));
            *out++ = char(0x80 | ((c >> 6) & 0x3f));
            *out++ = char(0x80 | (c & 0x3f));
        }
    }
    *out++ = '"';
    m_size = std::size_t(out - m_data.get());
}

void JsonText::value(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Bool: raw(value.toBool() ? "true" : "false"); return;
    case QJsonValue::String: string(value.toString()); return;
    case QJsonValue::Double:
        if (const QCborValue number = QCborValue::fromJsonValue(value); number.isInteger()) {
            integer(number.toInteger());
        } else { // a fraction (the run's seconds): Qt's own shortest form, which needs the array
            const QByteArray wrapped = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
            raw(std::string_view(wrapped.constData() + 1, std::size_t(wrapped.size() - 2)));
        }
        return;
    case QJsonValue::Array: {
        raw('[');
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (i)
                raw(',');
            this->value(array[i]);
        }
        raw(']');
        return;
    }
    case QJsonValue::Object: {
        raw('{');
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (it != object.constBegin())
                raw(',');
            string(it.key());
            raw(':');
            this->value(it.value());
        }
        raw('}');
        return;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined: raw("null"); return;
    }
}

} // namespace gt
