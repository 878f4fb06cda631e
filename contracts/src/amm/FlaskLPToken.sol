// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IFlaskLPToken} from "./interfaces/IFlaskLPToken.sol";

/// @title The liquidity token of a pair: a small ERC-20 with EIP-2612 permit.
/// @notice Like Uniswap V2's LP token: an allowance of type(uint256).max is never spent, and
/// name, symbol and decimals are the same for every pair.
/// @dev Written for small bytecode because every pair deploys a copy: no string storage, and the
/// EIP-712 domain separator is computed when needed (it stays right after a chain split).
abstract contract FlaskLPToken is IFlaskLPToken {
    string public constant name = "FlaskSwap LPs";
    string public constant symbol = "FLASK-LP";
    uint8 public constant decimals = 18;

    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant NAME_HASH = keccak256("FlaskSwap LPs");
    bytes32 private constant VERSION_HASH = keccak256("1");
    /// @dev secp256k1n / 2: signatures with a larger `s` are the malleable twin of a valid one.
    uint256 private constant MAX_S = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    uint256 public totalSupply;
    mapping(address owner => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;
    mapping(address owner => uint256) public nonces;

    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _transfer(from, to, value);
        return true;
    }

    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        if (deadline < block.timestamp) revert PermitExpired();
        bytes32 structHash = keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonces[owner]++, deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR(), structHash));
        address signer = ecrecover(digest, v, r, s);
        if (signer == address(0) || signer != owner || uint256(s) > MAX_S) revert InvalidSignature();
        _approve(owner, spender, value);
    }

    function _mint(address to, uint256 value) internal {
        totalSupply += value;
        // Cannot overflow: no balance exceeds the total supply.
        unchecked {
            balanceOf[to] += value;
        }
        emit Transfer(address(0), to, value);
    }

    function _burn(address from, uint256 value) internal {
        balanceOf[from] -= value;
        // Cannot underflow: the total supply is at least the burnt balance.
        unchecked {
            totalSupply -= value;
        }
        emit Transfer(from, address(0), value);
    }

    function _approve(address owner, address spender, uint256 value) private {
        allowance[owner][spender] = value;
        emit Approval(owner, spender, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        balanceOf[from] -= value;
        unchecked {
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}
